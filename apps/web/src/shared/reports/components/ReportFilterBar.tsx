import { Button, Group, Select } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../forms/CalendarDateInput';
import { ALL_CURRENCIES, type FilterErrors, REPORT_SHAPES, type ReportFilters } from '../report-filters';
import { useReportSide } from '../report-side';
import type { ReportId } from '../report-types';
import { PartnerSelect } from './PartnerSelect';

interface ReportFilterBarProps {
  companyId: string;
  report: ReportId;
  filters: ReportFilters;
  client: { id: string; name: string } | null;
  currencies: string[];
  errors: FilterErrors;
  generating: boolean;
  onFilters: (next: ReportFilters) => void;
  onClient: (client: { id: string; name: string } | null) => void;
  onGenerate: () => void;
}

/** The rule code of a field as a sentence ("after_or_equal:from" -> "after-from"). */
const ERROR_KEYS: Record<string, string> = {
  required: 'required',
  date: 'date',
  'after_or_equal:from': 'after-from',
  exists: 'unknown-client',
};

/**
 * Partner, period (or date) and currency of a report, and the Generate button: nothing is asked of
 * the server before it is pressed.
 */
export function ReportFilterBar(props: ReportFilterBarProps) {
  const { t } = useTranslation();
  const { texts } = useReportSide();
  const { report, filters, errors, onFilters } = props;
  const shape = REPORT_SHAPES[report];
  const errorText = (code: string | undefined) =>
    code ? t(`${texts}.errors.${ERROR_KEYS[code] ?? 'invalid'}`) : undefined;
  const dateField = (field: 'from' | 'to' | 'date', label: string) => (
    <CalendarDateInput
      label={label}
      value={filters[field]}
      onChange={(value) => onFilters({ ...filters, [field]: value })}
      withAsterisk={shape.period}
      clearable={!shape.period}
      error={errorText(errors[field])}
      w={150}
      data-testid={`report-${field}`}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onGenerate();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t(`${texts}.filters.label`)}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <PartnerSelect
          companyId={props.companyId}
          value={props.client}
          onChange={props.onClient}
          required={shape.partnerRequired}
          error={errorText(errors.partnerId)}
        />
        {shape.period ? (
          <>
            {dateField('from', t(`${texts}.filters.from`))}
            {dateField('to', t(`${texts}.filters.to`))}
          </>
        ) : (
          dateField('date', t(`${texts}.filters.date`))
        )}
        <Select
          label={t(`${texts}.filters.currency`)}
          data={[...props.currencies, { value: ALL_CURRENCIES, label: t(`${texts}.filters.all-currencies`) }]}
          value={filters.currency}
          onChange={(value) => onFilters({ ...filters, currency: value ?? 'RON' })}
          allowDeselect={false}
          error={errorText(errors.currency)}
          w={150}
          data-testid="report-currency"
        />
        <Button type="submit" mt={25} loading={props.generating} data-testid="report-generate">
          {t(`${texts}.generate`)}
        </Button>
      </Group>
    </form>
  );
}
