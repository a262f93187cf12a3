import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/list/ListScreen';
import type { Contact } from '../companies.types';
import { SubResourceList } from '../components/SubResourceList';
import { contactsApi } from '../sub-resources';

export const contactName = (contact: Pick<Contact, 'title' | 'firstName' | 'lastName'>) =>
  [contact.title, contact.firstName, contact.lastName].filter(Boolean).join(' ');

/** /my-companies/:id/contacts: people to reach at the company. */
export function ContactsTab() {
  const { t } = useTranslation();
  const columns: ListColumn<Contact>[] = [
    {
      key: 'name',
      header: t('companies.contacts.name'),
      sortable: true,
      sortKey: 'firstName',
      render: contactName,
    },
    { key: 'position', header: t('companies.contacts.fields.position') },
    { key: 'email', header: t('companies.contacts.fields.email') },
    {
      key: 'phone',
      header: t('companies.contacts.fields.phoneNumber'),
      render: (row) => row.phoneNumber ?? row.mobilePhoneNumber ?? '',
    },
  ];
  return (
    <SubResourceList<Contact>
      resource="contacts"
      api={contactsApi}
      columns={columns}
      describe={contactName}
    />
  );
}
