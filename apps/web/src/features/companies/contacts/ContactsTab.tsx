import { ContactList } from '../../../shared/sub-resources/sections/ContactSection';
import { useCompanySubResourceScope } from '../sub-resources';

/** /my-companies/:id/contacts: people to reach at the company. */
export function ContactsTab() {
  return <ContactList scope={useCompanySubResourceScope()} />;
}
