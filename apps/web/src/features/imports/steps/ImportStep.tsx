import type { ImportEntity } from '@app/domain/imports/import-limits';
import { Alert, Button, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useImportProgress } from '../imports.queries';
import { useImportTexts } from '../useImportTexts';

/**
 * The import job followed to its end (spec 02 §4 Imports): a progress bar, then either the count of
 * rows imported or the row it stopped at with its field messages (the rows before it were kept).
 */
export function ImportStep({
  entity,
  companyId,
  importId,
  onAnother,
  onClose,
}: {
  entity: ImportEntity;
  companyId: string;
  importId: string;
  onAnother(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const texts = useImportTexts(entity);
  const { data } = useImportProgress(companyId, entity, importId);
  const total = data?.total ?? 0;
  const processed = data?.processed ?? 0;
  const ended = data?.status === 'finished' || data?.status === 'failed';

  return (
    <Stack gap="md">
      {!ended && (
        <Stack gap={4}>
          <Text size="sm">
            {data ? t('imports.import.running', { processed, total }) : t('imports.import.starting')}
          </Text>
          <Progress
            value={total > 0 ? (processed / total) * 100 : 0}
            animated
            aria-label={t('imports.import.running', { processed, total })}
            data-testid="import-progress"
          />
        </Stack>
      )}
      {data?.status === 'finished' && (
        <Alert color="green" data-testid="import-finished">
          {t('imports.import.finished', { count: processed })}
        </Alert>
      )}
      {data?.status === 'failed' && (
        <Alert color="red" data-testid="import-failed">
          {data.failedRow ? (
            <Stack gap={4}>
              <Title order={3} size="h6">
                {data.failedRow.name
                  ? t('imports.import.failed-row-named', {
                      line: data.failedRow.line,
                      name: data.failedRow.name,
                    })
                  : t('imports.import.failed-row', { line: data.failedRow.line })}
              </Title>
              <List size="sm">
                {texts.fieldErrors(data.failedRow.errors).map((entry) => (
                  <List.Item key={entry.field}>{entry.text}</List.Item>
                ))}
              </List>
              <Text size="sm">{t('imports.import.failed-kept', { count: processed })}</Text>
            </Stack>
          ) : (
            <Text size="sm">
              {texts.problem({ code: 'internalServerError' })}{' '}
              {t('imports.import.failed', { count: processed })}
            </Text>
          )}
        </Alert>
      )}
      {ended && (
        <Group justify="space-between">
          <Button variant="default" onClick={onAnother} data-testid="import-another">
            {t('imports.import.another')}
          </Button>
          <Button onClick={onClose} data-testid="import-close">
            {t('imports.import.close')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
