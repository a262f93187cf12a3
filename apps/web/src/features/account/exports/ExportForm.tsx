import { EXPORT_KINDS, type ExportRequest, exportRequestSchema } from '@app/domain/exports/export.schemas';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import { SelectField } from '../../../shared/forms/FormFields';
import { ServerForm } from '../../../shared/forms/ServerForm';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { notifySuccess } from '../../../shared/notify/notify';
import { useStartExportMutation } from './exports.queries';

/** The calendar month before `today` (ISO dates): what an accountant asks for most. */
export function previousMonth(today: Date): { from: string; to: string } {
  const first = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getFullYear(), today.getMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** Starts an export of the selected company: what to archive and for which period. */
export function ExportForm({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const start = useStartExportMutation(companyId);
  const defaults: ExportRequest = { kind: 'client-invoice-pdfs', ...previousMonth(new Date()) };
  return (
    <ServerForm
      resolver={schemaResolver<ExportRequest, ExportRequest>(exportRequestSchema)}
      defaultValues={defaults}
      onSubmit={async (request) => {
        await start.mutateAsync(request);
        notifySuccess(t('account.exports.started'));
      }}
      submitLabel={t('account.exports.start')}
      testId="export"
      gap="md"
    >
      <SelectField
        name="kind"
        label={t('account.exports.kind')}
        required
        data={EXPORT_KINDS.map((kind) => ({ value: kind, label: t(`notifications.export-types.${kind}`) }))}
        data-testid="export-kind"
      />
      <Text size="xs" c="dimmed">
        {t('account.exports.saga-hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DateField name="from" label={t('account.exports.from')} required data-testid="export-from" />
        <DateField name="to" label={t('account.exports.to')} required data-testid="export-to" />
      </SimpleGrid>
    </ServerForm>
  );
}
