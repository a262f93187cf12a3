import { contactInputSchema } from '@app/domain/companies/company.schemas';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/forms/FormFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import type { Contact, ContactPayload } from '../companies.types';
import { SubResourceFormPage } from '../components/SubResourceForm';
import { contactsApi } from '../sub-resources';

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

const resolver = schemaResolver<ContactValues, ContactPayload>(contactInputSchema);

const emptyContact = (): ContactValues => ({
  title: '',
  firstName: '',
  lastName: '',
  position: '',
  email: '',
  phoneNumber: '',
  mobilePhoneNumber: '',
  phoneFax: '',
});

const contactToValues = (contact: Contact): ContactValues => {
  const values = emptyContact();
  for (const field of FIELDS) values[field] = contact[field] ?? '';
  return values;
};

/** /my-companies/:id/contacts/create and /:contactId. */
export function ContactEditPage() {
  const { t } = useTranslation();
  return (
    <SubResourceFormPage<Contact, ContactValues, ContactPayload>
      resource="contacts"
      api={contactsApi}
      param="contactId"
      resolver={resolver}
      empty={emptyContact}
      toValues={contactToValues}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="title" label={t('companies.contacts.fields.title')} maxLength={50} />
        <TextField name="position" label={t('companies.contacts.fields.position')} maxLength={100} />
        <TextField
          name="firstName"
          label={t('companies.contacts.fields.firstName')}
          required
          maxLength={100}
          autoComplete="off"
          data-testid="contacts-first-name"
        />
        <TextField name="lastName" label={t('companies.contacts.fields.lastName')} maxLength={100} />
        <TextField name="email" type="email" label={t('companies.contacts.fields.email')} maxLength={255} />
        <TextField name="phoneNumber" type="tel" label={t('companies.contacts.fields.phoneNumber')} />
        <TextField
          name="mobilePhoneNumber"
          type="tel"
          label={t('companies.contacts.fields.mobilePhoneNumber')}
        />
        <TextField name="phoneFax" type="tel" label={t('companies.contacts.fields.phoneFax')} />
      </SimpleGrid>
    </SubResourceFormPage>
  );
}
