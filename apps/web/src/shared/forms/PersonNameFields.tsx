import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type RegisteredField = UseFormRegisterReturn & { error?: string };

/** First and last name side by side (stacked on small screens): sign-up and account details ask the same. */
export function PersonNameFields(props: { fname: RegisteredField; lname: RegisteredField }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput label={t('fields.fname')} autoComplete="given-name" required {...props.fname} />
      <TextInput label={t('fields.lname')} autoComplete="family-name" required {...props.lname} />
    </SimpleGrid>
  );
}
