import { OTHER_DOCUMENT, TRANSPORT_DOCUMENT_TYPES } from '@app/domain/etransport/etransport-codes';
import { ETRANSPORT_LIMITS } from '@app/domain/etransport/etransport-fields';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { Button, CloseButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import { SelectField, TextField } from '../../../shared/forms/FormFields';
import { FormSection } from '../../../shared/forms/FormSection';
import { useErrorText } from '../../../shared/invoicing/useErrorText';
import { type DeclarationFormValues, emptyTransportDocument } from './declaration-form-values';
import { listError } from './list-error';

/**
 * The transport documents (at least one): CMR note, invoice, delivery note or other, each with its
 * number and date; an "other" one says what it is in its notes (BR-026).
 */
export function TransportDocumentsSection() {
  const { t } = useTranslation();
  const form = useFormContext<DeclarationFormValues>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'transportDocuments' });
  const documents = useWatch({ control: form.control, name: 'transportDocuments' });
  const errorText = useErrorText();
  const ownError = errorText(listError(form.formState.errors.transportDocuments));
  const field = (name: string) => t(`etransport.form.documents.${name}`);

  return (
    <FormSection title={t('etransport.form.sections.documents')}>
      <Stack gap="sm">
        {fields.map((row, index) => {
          const other = documents[index]?.type === String(OTHER_DOCUMENT);
          return (
            <Group key={row.id} align="flex-start" wrap="nowrap" data-testid="document-row">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} style={{ flex: 1 }}>
                <SelectField
                  name={`transportDocuments.${index}.type`}
                  label={field('type')}
                  required
                  data={TRANSPORT_DOCUMENT_TYPES.map((type) => ({
                    value: String(type.code),
                    label: t(`etransport.form.document-types.${type.key}`),
                  }))}
                  data-testid="document-type"
                />
                <TextField
                  name={`transportDocuments.${index}.number`}
                  label={field('number')}
                  required
                  maxLength={ETRANSPORT_LIMITS.documentNumber}
                  data-testid="document-number"
                />
                <DateField
                  name={`transportDocuments.${index}.date`}
                  label={field('date')}
                  required
                  data-testid="document-date"
                />
                <TextField
                  name={`transportDocuments.${index}.notes`}
                  label={field('notes')}
                  required={other}
                  maxLength={ETRANSPORT_LIMITS.notes}
                  data-testid="document-notes"
                />
              </SimpleGrid>
              <CloseButton
                mt={28}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
                aria-label={t('etransport.form.documents.remove', { n: index + 1 })}
                data-testid="document-remove"
              />
            </Group>
          );
        })}
        {ownError && (
          <Text size="sm" c="red" data-testid="documents-error">
            {ownError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            disabled={fields.length >= ETRANSPORT_LIMITS.maxDocuments}
            onClick={() => append(emptyTransportDocument(todayInRomania()))}
            data-testid="document-add"
          >
            {t('etransport.form.documents.add')}
          </Button>
        </Group>
      </Stack>
    </FormSection>
  );
}
