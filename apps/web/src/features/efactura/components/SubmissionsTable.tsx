import type { EfacturaSubmissionView } from '@app/domain/efactura/efactura-sending.schemas';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';

const COLORS: Record<EfacturaSubmissionView['status'], string> = {
  intended: 'gray',
  uploaded: 'yellow',
  accepted: 'green',
  rejected: 'red',
};

/** Every send of a client invoice to ANAF, newest first, with ANAF's index and errors. */
export function SubmissionsTable({ submissions }: { submissions: EfacturaSubmissionView[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (submissions.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="efactura-submissions-empty">
        {t('efactura.submissions.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" data-testid="efactura-submissions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('efactura.submissions.attempt')}</Table.Th>
            <Table.Th>{t('efactura.submissions.status')}</Table.Th>
            <Table.Th>{t('efactura.submissions.upload-index')}</Table.Th>
            <Table.Th>{t('efactura.submissions.uploaded-at')}</Table.Th>
            <Table.Th>{t('efactura.submissions.finished-at')}</Table.Th>
            <Table.Th>{t('efactura.submissions.errors')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {submissions.map((submission) => (
            <Table.Tr
              key={submission.attempt}
              data-testid="efactura-submission"
              data-status={submission.status}
            >
              <Table.Td>{submission.attempt}</Table.Td>
              <Table.Td>
                <Badge variant="dot" color={COLORS[submission.status]}>
                  {t(`efactura.submission-status.${submission.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{submission.uploadIndex ?? '—'}</Table.Td>
              <Table.Td>{submission.uploadedAt ? format.dateTime(submission.uploadedAt) : '—'}</Table.Td>
              <Table.Td>{submission.finishedAt ? format.dateTime(submission.finishedAt) : '—'}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {submission.errors.map((error) => (
                    <Text key={error} size="xs" c="red">
                      {error}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
