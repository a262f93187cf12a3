import {
  PROBLEM_DESCRIPTION_MAX,
  type ProblemReportInput,
  problemReportSchema,
} from '@app/domain/support/problem-report.schemas';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../shared/api/api-client';
import { schemaResolver } from '../../shared/forms/schema-resolver';
import { useFieldErrorText } from '../../shared/forms/useFieldErrorText';
import { useSubmitErrorHandler } from '../../shared/forms/useSubmitErrorHandler';
import { useIdentity } from '../../shared/session/identity.queries';

const sendReport = (input: ProblemReportInput) =>
  apiRequest<{ id: string }>('/v1/problem-reports', { method: 'POST', body: input });

/** The problem-report form (spec 02 §2): name and e-mail filled from the account, then the story. */
export function ProblemReportPage() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const form = useForm<ProblemReportInput, unknown, ProblemReportInput>({
    resolver: schemaResolver(problemReportSchema),
    values: {
      name: identity ? `${identity.fname} ${identity.lname}` : '',
      email: identity?.email ?? '',
      description: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const errorText = useFieldErrorText();
  const onSubmitError = useSubmitErrorHandler(form);
  const send = useMutation({ mutationFn: sendReport });
  const onSubmit = form.handleSubmit((values) => send.mutate(values, { onError: onSubmitError }));
  const { errors } = form.formState;

  return (
    <Stack gap="lg" maw={640} data-testid="problem-report-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('support.report.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('support.report.intro')}
        </Text>
      </Stack>
      {send.isSuccess ? (
        <Alert color="green" title={t('support.report.sent-title')} data-testid="problem-report-sent">
          {t('support.report.sent', { id: send.data.id.slice(0, 8) })}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('support.report.name')}
              required
              {...form.register('name')}
              error={errorText(errors.name)}
            />
            <TextInput
              label={t('support.report.email')}
              description={t('support.report.email-hint')}
              type="email"
              required
              {...form.register('email')}
              error={errorText(errors.email)}
            />
            <Textarea
              label={t('support.report.description')}
              description={t('support.report.description-hint')}
              autosize
              minRows={6}
              maxLength={PROBLEM_DESCRIPTION_MAX}
              required
              {...form.register('description')}
              error={errorText(errors.description)}
            />
            <Group>
              <Button type="submit" loading={send.isPending} data-testid="problem-report-submit">
                {t('support.report.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
