import { ETRANSPORT_LIMITS } from '@app/domain/etransport/etransport-fields';
import { Button, CloseButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/forms/FormFields';
import { FormSection } from '../../../shared/forms/FormSection';
import { useErrorText } from '../../../shared/invoicing/useErrorText';
import { type DeclarationFormValues, emptyReference, referencesAllowed } from './declaration-form-values';
import { listError } from './list-error';

/**
 * References to earlier declarations by their UIT (16 characters; dashes and spaces as the list
 * shows them are fine), checked as ANAF does: length, alphabet, check digits. Hidden for the
 * operations that refuse them (BR-025).
 */
export function ReferencesSection() {
  const { t } = useTranslation();
  const form = useFormContext<DeclarationFormValues>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'references' });
  const operation = useWatch({ control: form.control, name: 'operationType' });
  const errorText = useErrorText();
  if (!referencesAllowed(operation)) return null;
  const ownError = errorText(listError(form.formState.errors.references));
  const field = (name: string) => t(`etransport.form.references.${name}`);

  return (
    <FormSection title={t('etransport.form.sections.references')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('etransport.form.references.hint')}
        </Text>
        {fields.map((row, index) => (
          <Group key={row.id} align="flex-start" wrap="nowrap" data-testid="reference-row">
            <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
              <TextField
                name={`references.${index}.uit`}
                label={field('uit')}
                required
                placeholder="XXXX-XXXX-XXXX-XXXX"
                data-testid="reference-uit"
              />
              <TextField
                name={`references.${index}.referenceCode`}
                label={field('referenceCode')}
                maxLength={ETRANSPORT_LIMITS.referenceCode}
              />
              <TextField
                name={`references.${index}.notes`}
                label={field('notes')}
                maxLength={ETRANSPORT_LIMITS.notes}
              />
            </SimpleGrid>
            <CloseButton
              mt={28}
              onClick={() => remove(index)}
              aria-label={t('etransport.form.references.remove', { n: index + 1 })}
              data-testid="reference-remove"
            />
          </Group>
        ))}
        {ownError && (
          <Text size="sm" c="red">
            {ownError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            disabled={fields.length >= ETRANSPORT_LIMITS.maxReferences}
            onClick={() => append(emptyReference())}
            data-testid="reference-add"
          >
            {t('etransport.form.references.add')}
          </Button>
        </Group>
      </Stack>
    </FormSection>
  );
}
