import type { SpvConnection } from '@app/domain/efactura/spv-connection.schemas';
import { Alert, Button, Checkbox, Group, List, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { ACTIVATION_STEPS, activationStepIndex, canAuthorize } from '../activation-steps';
import { useStartActivationMutation } from '../anaf-spv.queries';
import { useSpvErrorNotice } from '../useSpvErrorNotice';

interface ActivationStepsProps {
  companyId: string;
  connection: SpvConnection;
  canWrite: boolean;
  /** Where the browser goes for the authorization (replaced in tests of the page). */
  goTo?: (url: string) => void;
}

/**
 * Spec 02 §4 Tax connection: certificate preparation, validation/authorization at ANAF,
 * verification, success. The authorization leaves the app for ANAF's page, which sends the
 * browser back here with `?postback=<code>`.
 */
export function ActivationSteps({
  companyId,
  connection,
  canWrite,
  goTo = (url) => window.location.assign(url),
}: ActivationStepsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [certificateReady, setCertificateReady] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const start = useStartActivationMutation(companyId);
  const notice = useSpvErrorNotice();
  const { status } = connection;
  const active = activationStepIndex(status, certificateReady);

  const authorize = () =>
    start.mutate(undefined, {
      onSuccess: ({ url }) => goTo(url),
      onError: notice,
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="spv-steps-title" data-testid="spv-steps">
      <Stack gap="md">
        <Title order={2} size="h4" id="spv-steps-title">
          {t('anaf-spv.steps.title')}
        </Title>
        {!canWrite && (
          <Alert color="gray" data-testid="spv-read-only">
            {t('anaf-spv.read-only')}
          </Alert>
        )}
        <Stepper active={active} orientation="vertical" size="sm" allowNextStepsSelect={false}>
          <Stepper.Step
            label={t('anaf-spv.steps.certificate.label')}
            description={t('anaf-spv.steps.certificate.description')}
            data-testid="spv-step-certificate"
          >
            <Stack gap="sm">
              <Text size="sm">{t('anaf-spv.steps.certificate.intro')}</Text>
              <List size="sm" spacing={4}>
                <List.Item>{t('anaf-spv.steps.certificate.need-certificate')}</List.Item>
                <List.Item>{t('anaf-spv.steps.certificate.need-registration')}</List.Item>
                <List.Item>{t('anaf-spv.steps.certificate.need-wait')}</List.Item>
                <List.Item>{t('anaf-spv.steps.certificate.need-device')}</List.Item>
              </List>
              {canWrite && (
                <>
                  <Checkbox
                    label={t('anaf-spv.steps.certificate.confirm')}
                    checked={confirmed}
                    onChange={(event) => setConfirmed(event.currentTarget.checked)}
                    data-testid="spv-certificate-ready"
                  />
                  <Group>
                    <Button
                      disabled={!confirmed}
                      onClick={() => setCertificateReady(true)}
                      data-testid="spv-certificate-continue"
                    >
                      {t('anaf-spv.steps.continue')}
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          </Stepper.Step>
          <Stepper.Step
            label={t('anaf-spv.steps.authorization.label')}
            description={t('anaf-spv.steps.authorization.description')}
            data-testid="spv-step-authorization"
          >
            <Stack gap="sm">
              <Text size="sm">{t('anaf-spv.steps.authorization.text', { cif: connection.cif })}</Text>
              {connection.simulator && (
                <Text size="xs" c="dimmed">
                  {t('anaf-spv.steps.authorization.simulator')}
                </Text>
              )}
              {canWrite && canAuthorize(status) && (
                <Group>
                  <Button
                    variant="default"
                    onClick={() => setCertificateReady(false)}
                    disabled={start.isPending}
                  >
                    {t('anaf-spv.steps.back')}
                  </Button>
                  <Button onClick={authorize} loading={start.isPending} data-testid="spv-authorize">
                    {t('anaf-spv.steps.authorization.button')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Stepper.Step>
          <Stepper.Step
            label={t('anaf-spv.steps.verification.label')}
            description={t('anaf-spv.steps.verification.description')}
            data-testid="spv-step-verification"
          >
            <Stack gap="sm">
              <Text size="sm">{t('anaf-spv.steps.verification.text', { cif: connection.cif })}</Text>
              {connection.nextCheckAt && (
                <Text size="sm" c="dimmed">
                  {t('anaf-spv.steps.verification.next', { time: format.dateTime(connection.nextCheckAt) })}
                </Text>
              )}
            </Stack>
          </Stepper.Step>
          <Stepper.Step
            label={t('anaf-spv.steps.success.label')}
            description={t('anaf-spv.steps.success.description')}
            data-testid="spv-step-success"
          />
          <Stepper.Completed>
            <Alert color="green" data-testid="spv-steps-done">
              {t('anaf-spv.steps.success.text')}
            </Alert>
          </Stepper.Completed>
        </Stepper>
        {status === 'unauthorized' && canWrite && active !== ACTIVATION_STEPS.indexOf('authorization') && (
          <Text size="sm" c="dimmed">
            {t('anaf-spv.steps.reauthorize')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
