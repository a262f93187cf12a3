import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextareaField, TextField } from '../../../shared/forms/FormFields';

/** Contact details of the company and the free-text extra details printed on documents. */
export function ContactSection() {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('companies.fields.email')}
          maxLength={255}
        />
        <TextField
          name="website"
          type="url"
          autoComplete="url"
          label={t('companies.fields.website')}
          maxLength={255}
        />
        <TextField
          name="phone"
          type="tel"
          autoComplete="tel"
          label={t('companies.fields.phone')}
          description={t('companies.form.phone-hint')}
        />
        <TextField
          name="mobilePhone"
          type="tel"
          label={t('companies.fields.mobilePhone')}
          description={t('companies.form.phone-hint')}
        />
        <TextField name="fax" type="tel" label={t('companies.fields.fax')} />
        <TextField name="other" label={t('companies.fields.other')} maxLength={255} />
      </SimpleGrid>
      <TextareaField
        name="extraDetails"
        label={t('companies.fields.extraDetails')}
        description={t('companies.form.extra-details-hint')}
        maxLength={500}
      />
    </>
  );
}
