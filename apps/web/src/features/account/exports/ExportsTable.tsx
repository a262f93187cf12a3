import type { ExportJob } from '@app/domain/exports/export.schemas';
import { Badge, Button, Progress, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { exportDownloadUrl } from './exports.queries';

const STATUS_COLOR = { pending: 'blue', complete: 'green', failed: 'red' } as const;

/** Bytes as people read them: "850 KB", "12,4 MB". */
function useSize() {
  const format = useFormat();
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? `${format.number(Math.max(1, Math.round(bytes / 1024)), { decimals: 0 })} KB`
      : `${format.number(bytes / (1024 * 1024), { decimals: 1, trimZeros: true })} MB`;
}

/** The exports of the last month: what, which period, when, how far, and the archive to download. */
export function ExportsTable({ companyId, jobs }: { companyId: string; jobs: ExportJob[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const size = useSize();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" data-testid="exports-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('account.exports.kind')}</Table.Th>
            <Table.Th>{t('account.exports.period')}</Table.Th>
            <Table.Th>{t('account.exports.created')}</Table.Th>
            <Table.Th>{t('account.exports.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id} data-testid="export-row" data-status={job.status}>
              <Table.Td>{t(`notifications.export-types.${job.kind}`)}</Table.Td>
              <Table.Td>
                {format.date(job.from)} – {format.date(job.to)}
              </Table.Td>
              <Table.Td>{format.dateTime(job.createdAt)}</Table.Td>
              <Table.Td>
                {job.status === 'pending' ? (
                  <Stack gap={4} miw={120}>
                    <Progress
                      value={job.total > 0 ? (100 * job.processed) / job.total : 0}
                      aria-label={t('account.exports.progress')}
                    />
                    <Text size="xs" c="dimmed">
                      {t('account.exports.progress-count', { processed: job.processed, total: job.total })}
                    </Text>
                  </Stack>
                ) : (
                  <Badge color={STATUS_COLOR[job.status]} variant="light">
                    {t(`account.exports.statuses.${job.status}`)}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                {job.status === 'complete' && (
                  // A plain link: the browser streams the archive to disk, however large.
                  <Button
                    component="a"
                    href={exportDownloadUrl(companyId, job.id)}
                    download={job.fileName}
                    size="xs"
                    variant="light"
                    data-testid="export-download"
                  >
                    {t('account.exports.download')}
                    {job.size !== null && ` (${size(job.size)})`}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
