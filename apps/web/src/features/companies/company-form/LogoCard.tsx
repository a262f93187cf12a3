import { LOGO_MAX_SIDE, LOGO_MIN_SIDE } from '@app/domain/companies/company.schemas';
import { Alert, Button, Center, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { useDeleteLogoMutation, useUploadLogoMutation } from '../companies.queries';
import type { Company } from '../companies.types';
import { LOGO_ACCEPT, logoProblem, logoProblemKey, readImageSize } from './logo';

/** The company's logo, printed on its documents: preview, upload (checked here first) and removal. */
export function LogoCard({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadLogoMutation(company.id);
  const remove = useDeleteLogoMutation(company.id);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const onFile = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    const size = file.type.startsWith('image/') ? await readImageSize(file) : null;
    const local = logoProblem(file, size);
    if (local) {
      setProblem(logoProblemKey(local));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notifySuccess(t('companies.logo.uploaded')),
      onError: (error) => {
        const codes = validationErrorsOf(error)?.file;
        if (codes?.[0]) setProblem(logoProblemKey(codes[0]));
        else notifyApiError(error);
      },
    });
  };

  const onRemove = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => notifySuccess(t('companies.logo.removed')),
      onError: notifyApiError,
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={t('companies.logo.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('companies.logo.title')}
        </Title>
        <Group align="flex-start" gap="lg">
          <Center w={160} h={100} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
            {company.logoUrl ? (
              <Image
                src={company.logoUrl}
                alt={t('companies.logo.alt', { name: company.legalName })}
                maw={150}
                mah={90}
                fit="contain"
                data-testid="company-logo-preview"
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('companies.logo.none')}
              </Text>
            )}
          </Center>
          <Stack gap="xs">
            <Text size="sm" c="dimmed" id="company-logo-hint">
              {t('companies.logo.hint', { min: LOGO_MIN_SIDE, max: LOGO_MAX_SIDE })}
            </Text>
            {!readOnly && (
              <Group gap="sm">
                <FileButton onChange={(file) => void onFile(file)} accept={LOGO_ACCEPT}>
                  {(props) => (
                    <Button
                      {...props}
                      variant="light"
                      loading={upload.isPending}
                      disabled={busy}
                      aria-describedby="company-logo-hint"
                      data-testid="company-logo-upload"
                    >
                      {company.logoUrl ? t('companies.logo.replace') : t('companies.logo.upload')}
                    </Button>
                  )}
                </FileButton>
                {company.logoUrl && (
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={onRemove}
                    loading={remove.isPending}
                    disabled={busy}
                    data-testid="company-logo-remove"
                  >
                    {t('companies.logo.remove')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Group>
        {problem && (
          <Alert color="red" role="alert" data-testid="company-logo-error">
            {t(problem, { min: LOGO_MIN_SIDE, max: LOGO_MAX_SIDE })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
