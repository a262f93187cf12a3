import { contactInputSchema, type contactSchema } from '@app/domain/companies/company.schemas';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../forms/FormFields';
import { schemaResolver } from '../../forms/schema-resolver';
import type { ListColumn } from '../../list/ListScreen';
import { SubResourceFormPage } from '../SubResourceForm';
import { SubResourceList } from '../SubResourceList';
import { subResourceApi } from '../sub-resource-api';
import type { SubResourceScope } from '../sub-resource-scope';

export type Contact = z.infer<typeof contactSchema>;
export type ContactPayload = z.output<typeof contactInputSchema>;
type ContactValues = { [K in keyof ContactPayload]: string };

const FIELDS = [
  'title',
  'firstName',
  'lastName',
  'position',
  'email',
  'phoneNumber',
  'mobilePhoneNumber',
  'phoneFax',
] as const satisfies readonly (keyof ContactPayload)[];

export const contactsApi = subResourceApi<Contact, ContactPayload>('contacts');

const resolver = schemaResolver<ContactValues, ContactPayload>(contactInputSchema);

const emptyContact = (): ContactValues =>
  Object.fromEntries(FIELDS.map((field) => [field, ''])) as ContactValues;

const contactToValues = (contact: Contact): ContactValues => {
  const values = emptyContact();
  for (const field of FIELDS) values[field] = contact[field] ?? '';
  return values;
};

export const contactName = (contact: Pick<Contact, 'title' | 'firstName' | 'lastName'>) =>
  [contact.title, contact.firstName, contact.lastName].filter(Boolean).join(' ');

/** <owner>/contacts: people to reach at the company or partner. */
export function ContactList({ scope }: { scope: SubResourceScope }) {
  const { t } = useTranslation();
  const texts = `${scope.textPrefix}.contacts`;
  const columns: ListColumn<Contact>[] = [
    { key: 'name', header: t(`${texts}.name`), sortable: true, sortKey: 'firstName', render: contactName },
    { key: 'position', header: t(`${texts}.fields.position`) },
    { key: 'email', header: t(`${texts}.fields.email`) },
    {
      key: 'phone',
      header: t(`${texts}.fields.phoneNumber`),
      render: (row) => row.phoneNumber ?? row.mobilePhoneNumber ?? '',
    },
  ];
  return (
    <SubResourceList<Contact> scope={scope} api={contactsApi} columns={columns} describe={contactName} />
  );
}

/** <owner>/contacts/create and /:contactId. */
export function ContactForm({ scope }: { scope: SubResourceScope }) {
  const { t } = useTranslation();
  const label = (field: (typeof FIELDS)[number]) => t(`${scope.textPrefix}.contacts.fields.${field}`);
  return (
    <SubResourceFormPage<Contact, ContactValues, ContactPayload>
      scope={scope}
      api={contactsApi}
      param="contactId"
      resolver={resolver}
      empty={emptyContact}
      toValues={contactToValues}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="title" label={label('title')} maxLength={50} />
        <TextField name="position" label={label('position')} maxLength={100} />
        <TextField
          name="firstName"
          label={label('firstName')}
          required
          maxLength={100}
          autoComplete="off"
          data-testid="contacts-first-name"
        />
        <TextField name="lastName" label={label('lastName')} maxLength={100} />
        <TextField name="email" type="email" label={label('email')} maxLength={255} />
        <TextField name="phoneNumber" type="tel" label={label('phoneNumber')} />
        <TextField name="mobilePhoneNumber" type="tel" label={label('mobilePhoneNumber')} />
        <TextField name="phoneFax" type="tel" label={label('phoneFax')} />
      </SimpleGrid>
    </SubResourceFormPage>
  );
}
