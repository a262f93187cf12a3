import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { type Dispatch, type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SampleFormat, type SampleLanguage, sampleFile, sampleFileName, saveBlob } from '../sample-file';
import { ACCEPT, readSpreadsheet, UnreadableFileError } from '../spreadsheet';
import { useImportTexts } from '../useImportTexts';
import type { WizardAction, WizardState } from '../wizard-state';

/** The drop zone (or file picker) for a CSV or XLSX file, and the sample files to start from. */
export function UploadStep({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  const { t, i18n } = useTranslation();
  const texts = useImportTexts(state.entity);
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const language: SampleLanguage = i18n.language.startsWith('en') ? 'en' : 'ro';

  async function read(file: File | undefined) {
    if (!file) return;
    setReading(true);
    dispatch({ type: 'problem', problem: null });
    try {
      dispatch({
        type: 'file-read',
        fileName: file.name,
        workbook: await readSpreadsheet(file.name, await file.arrayBuffer()),
      });
    } catch (error) {
      if (!(error instanceof UnreadableFileError)) console.error(error);
      dispatch({ type: 'problem', problem: { code: 'invalid' } });
    } finally {
      setReading(false);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void read(event.dataTransfer.files[0]);
  };

  const download = async (format: SampleFormat) =>
    saveBlob(
      sampleFileName(state.entity, language, format),
      await sampleFile(state.entity, language, format),
    );

  return (
    <Stack gap="md">
      <Paper
        withBorder
        p="xl"
        data-testid="import-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          background: dragging ? 'var(--mantine-color-default-hover)' : undefined,
        }}
      >
        <Stack align="center" gap="xs">
          <Text fw={600}>{t('imports.upload.drop')}</Text>
          <Text size="sm" c="dimmed">
            {t('imports.upload.formats')}
          </Text>
          {reading ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">{t('imports.upload.reading')}</Text>
            </Group>
          ) : (
            <Button onClick={() => input.current?.click()}>{t('imports.upload.choose')}</Button>
          )}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            data-testid="import-file-input"
            onChange={(event) => {
              void read(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
        </Stack>
      </Paper>
      {state.problem && (
        <Alert color="red" data-testid="import-problem">
          {texts.problem(state.problem)}
        </Alert>
      )}
      <Group gap="xs">
        <Text size="sm">{t('imports.upload.sample')}</Text>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="subtle"
            size="compact-sm"
            onClick={() => void download(format)}
            data-testid={`import-sample-${format}`}
          >
            {t(`imports.upload.sample-${format}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
