import { isTranshipment } from '@app/domain/etransport/etransport-codes';
import { ETRANSPORT_LIMITS } from '@app/domain/etransport/etransport-fields';
import { Anchor, Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/forms/FormSection';
import { useUnits } from '../../../shared/invoicing/source-queries';
import { useErrorText } from '../../../shared/invoicing/useErrorText';
import { type DeclarationFormValues, emptyLine } from './declaration-form-values';
import { LINES_PER_PAGE, linesWithErrors, pageCount, pageOfLine } from './line-pages';
import { listError } from './list-error';
import { operationOf, purposeChoices, purposeFor } from './operation-choices';
import { ProductLineCard } from './ProductLineCard';

/**
 * The product lines (1 to 1000), a page of them at a time; the lines with errors are listed with a
 * link to their page, so an error on a line out of sight is still found.
 */
export function ProductLinesSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const form = useFormContext<DeclarationFormValues>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'products' });
  const [operation, currency] = useWatch({ control: form.control, name: ['operationType', 'currencyCode'] });
  const units = useUnits(companyId);
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const pages = pageCount(fields.length);
  const shownPage = Math.min(page, pages);
  const first = (shownPage - 1) * LINES_PER_PAGE;

  const code = operationOf(operation);
  const purposeOptions = useMemo(
    () =>
      purposeChoices(operation).map((purpose) => ({
        value: String(purpose),
        label: `${purpose} · ${t(`etransport.form.purposes.${purpose}`)}`,
      })),
    [operation, t],
  );
  const onRemove = useCallback((index: number) => remove(index), [remove]);
  const errors = form.formState.errors.products;
  const ownError = errorText(listError(errors));
  const invalidLines = linesWithErrors(errors);

  return (
    <FormSection title={t('etransport.form.sections.lines')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" data-testid="lines-count">
          {t('etransport.form.lines.count', { n: fields.length, max: ETRANSPORT_LIMITS.maxLines })}
        </Text>
        {invalidLines.length > 0 && (
          <Text size="sm" c="red" data-testid="lines-with-errors">
            {t('etransport.form.lines.with-errors')}{' '}
            {invalidLines.slice(0, 20).map((n) => (
              <Anchor
                key={n}
                component="button"
                type="button"
                mr={6}
                onClick={() => setPage(pageOfLine(n - 1))}
              >
                {n}
              </Anchor>
            ))}
          </Text>
        )}
        {fields.slice(first, first + LINES_PER_PAGE).map((row, offset) => (
          <ProductLineCard
            key={row.id}
            index={first + offset}
            companyId={companyId}
            currency={currency}
            purposeOptions={purposeOptions}
            units={units.data ?? []}
            transhipment={code !== null && isTranshipment(code)}
            canRemove={fields.length > 1}
            onRemove={onRemove}
          />
        ))}
        {ownError && (
          <Text size="sm" c="red">
            {ownError}
          </Text>
        )}
        <Group justify="space-between">
          <Button
            variant="light"
            disabled={fields.length >= ETRANSPORT_LIMITS.maxLines}
            onClick={() => {
              append(emptyLine(purposeFor(operation, '')));
              setPage(pageOfLine(fields.length));
            }}
            data-testid="line-add"
          >
            {t('etransport.form.lines.add')}
          </Button>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={shownPage}
              onChange={setPage}
              size="sm"
              data-testid="lines-pages"
            />
          )}
        </Group>
      </Stack>
    </FormSection>
  );
}
