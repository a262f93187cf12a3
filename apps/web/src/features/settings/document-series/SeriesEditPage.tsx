import {
  DOCUMENT_SERIES_TYPES,
  type DocumentSeries,
  type DocumentSeriesPayload,
  documentSeriesInputSchema,
  isFutureStartDate,
  SERIES_LIMITS,
} from '@app/domain/document-series/document-series.schemas';
import { nextFormattedNumber, SERIES_INDEX_MAX_DIGITS } from '@app/domain/document-series/series-number';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import { SelectField, TextField } from '../../../shared/forms/FormFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { SettingsFormPage, type SettingsFormState } from '../components/SettingsFormPage';
import { UsedByNotice } from '../components/UsedByNotice';
import { SERIES_PATH, seriesApi } from './series.api';

type Values = { type: string; prefix: string; suffix: string; startDate: string; startIndex: string };
const resolver = schemaResolver<Values, DocumentSeriesPayload>(documentSeriesInputSchema);

/** The number the series will give next, as the values on screen would make it. */
function nextNumberPreview(values: Values, item: DocumentSeries | null): string {
  if (!/^[0-9]{1,19}$/.test(values.startIndex) || values.prefix === '') return '—';
  const lastNumber = item?.currentIndex ? BigInt(item.currentIndex) : null;
  return nextFormattedNumber({ ...values, suffix: values.suffix || null, lastNumber }) ?? '—';
}

function SeriesFields({ item, usedBy }: SettingsFormState<DocumentSeries>) {
  const { t } = useTranslation();
  const form = useFormContext<Values>();
  const values = useWatch({ control: form.control }) as Values;
  // Documents using the series fix what they print; numbers already given fix the start index.
  const locked = usedBy.length > 0;
  const numbered = item?.currentIndex != null;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          name="type"
          label={t('settings.document-series.fields.type')}
          data={DOCUMENT_SERIES_TYPES.map((type) => ({
            value: type,
            label: t(`settings.document-series.types.${type}`),
          }))}
          required
          disabled={locked}
          data-testid="document-series-type"
        />
        <DateField
          name="startDate"
          label={t('settings.document-series.fields.startDate')}
          required
          disabled={locked}
          data-testid="document-series-start-date"
        />
        <TextField
          name="prefix"
          label={t('settings.document-series.fields.prefix')}
          required
          maxLength={SERIES_LIMITS.prefix}
          disabled={locked}
          data-testid="document-series-prefix"
        />
        <TextField
          name="suffix"
          label={t('settings.document-series.fields.suffix')}
          maxLength={SERIES_LIMITS.suffix}
          disabled={locked}
          data-testid="document-series-suffix"
        />
        <TextField
          name="startIndex"
          label={t('settings.document-series.fields.startIndex')}
          description={t('settings.document-series.start-index-hint')}
          inputMode="numeric"
          required
          maxLength={SERIES_INDEX_MAX_DIGITS}
          disabled={numbered}
          data-testid="document-series-start-index"
        />
        <TextInput
          label={t('settings.document-series.fields.currentIndex')}
          description={t('settings.document-series.current-index-hint')}
          value={item?.currentIndex ?? '—'}
          readOnly
          data-testid="document-series-current-index"
        />
      </SimpleGrid>
      <TextInput
        label={t('settings.document-series.fields.nextNumber')}
        value={nextNumberPreview(values, item)}
        readOnly
        variant="filled"
        data-testid="document-series-next-number"
      />
      {isFutureStartDate(values.startDate ?? '', todayInRomania()) && (
        <Alert color="orange" role="status" data-testid="document-series-future-warning">
          {t('settings.document-series.future-warning')}
        </Alert>
      )}
    </>
  );
}

/** /settings/documents-series/create and /settings/documents-series/:id. */
export function SeriesEditPage() {
  const { t } = useTranslation();
  return (
    <SettingsFormPage<DocumentSeries, Values, DocumentSeriesPayload>
      resource="document-series"
      api={seriesApi}
      param="id"
      listPath={SERIES_PATH}
      resolver={resolver}
      empty={() => ({
        type: 'client-invoice',
        prefix: '',
        suffix: '',
        startDate: todayInRomania(),
        startIndex: '0001',
      })}
      toValues={(s) => ({
        type: s.type,
        prefix: s.prefix,
        suffix: s.suffix ?? '',
        startDate: s.startDate,
        startIndex: s.startIndex,
      })}
      notice={({ usedBy }) =>
        usedBy.length > 0 && (
          <UsedByNotice
            usedBy={usedBy}
            title={t('settings.document-series.locked-note')}
            testId="document-series-locked"
          />
        )
      }
    >
      {(state) => <SeriesFields {...state} />}
    </SettingsFormPage>
  );
}
