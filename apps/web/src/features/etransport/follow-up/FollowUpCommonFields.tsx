import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SwitchField, TextField } from '../../../shared/forms/FormFields';

/** The fields every follow-up has: the declaration's UIT, a reference, the post-outage flag. */
export function FollowUpCommonFields() {
  const { t } = useTranslation();
  const f = (key: string) => t(`etransport.follow-up.${key}`);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          name="uit"
          label={f('uit')}
          description={f('uit-hint')}
          required
          data-testid="follow-up-uit"
        />
        <TextField
          name="referenceCode"
          label={f('reference')}
          maxLength={50}
          data-testid="follow-up-reference"
        />
      </SimpleGrid>
      <SwitchField name="postFailure" label={f('post-failure')} />
    </>
  );
}
