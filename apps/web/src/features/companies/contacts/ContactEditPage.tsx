import { ContactForm } from '../../../shared/sub-resources/sections/ContactSection';
import { useCompanySubResourceScope } from '../sub-resources';

/** /my-companies/:id/contacts/create and /:contactId. */
export function ContactEditPage() {
  return <ContactForm scope={useCompanySubResourceScope()} />;
}
