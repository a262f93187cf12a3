import type { SpvConnection } from '@app/domain/efactura/spv-connection.schemas';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { useFormat } from '../../../shared/format/useFormat';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { notifySuccess } from '../../../shared/notify/notify';
import { useCertificateDateMutation } from '../anaf-spv.queries';
import { certificateWarning, todayInRomania } from '../certificate';
import { useSpvErrorNotice } from '../useSpvErrorNotice';
import { SpvSection } from './SpvSection';

interface CertificateSectionProps {
  companyId: string;
  connection: SpvConnection;
  canWrite: boolean;
}

/** The certificate's expiry date: the server sends notices 30 days before it and on the day. */
export function CertificateSection({ companyId, connection, canWrite }: CertificateSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const saved = connection.certificateExpiresAt;
  const [date, setDate] = useState(saved ?? '');
  const [error, setError] = useState<string | null>(null);
  const mutation = useCertificateDateMutation(companyId);
  const notice = useSpvErrorNotice();
  const warning = certificateWarning(saved, todayInRomania());

  const submit = (value: string | null) => {
    setError(null);
    mutation.mutate(value, {
      onSuccess: (answer) => {
        setDate(answer?.certificateExpiresAt ?? value ?? '');
        notifySuccess(t(value === null ? 'anaf-spv.certificate.removed' : 'anaf-spv.certificate.saved'));
      },
      onError: (failure) => {
        const codes = validationErrorsOf(failure)?.date;
        if (codes?.length) setError(t(`anaf-spv.certificate.invalid`));
        else notice(failure);
      },
    });
  };

  return (
    <SpvSection
      id="spv-certificate-title"
      title={t('anaf-spv.certificate.title')}
      description={t('anaf-spv.certificate.description')}
    >
      {warning && (
        <Alert color={warning.kind === 'soon' ? 'yellow' : 'red'} data-testid="spv-certificate-warning">
          {t(`anaf-spv.certificate.warning.${warning.kind}`, {
            count: warning.days,
            date: format.date(saved),
          })}
        </Alert>
      )}
      {canWrite ? (
        <Group align="flex-end" gap="sm">
          <CalendarDateInput
            label={t('anaf-spv.certificate.label')}
            value={date}
            onChange={setDate}
            error={error}
            w={200}
            data-testid="spv-certificate-date"
          />
          <Button
            onClick={() => submit(date)}
            disabled={date === '' || date === saved}
            loading={mutation.isPending && mutation.variables !== null}
            data-testid="spv-certificate-save"
          >
            {t('anaf-spv.certificate.save')}
          </Button>
          {saved && (
            <Button
              variant="default"
              onClick={() => submit(null)}
              loading={mutation.isPending && mutation.variables === null}
              data-testid="spv-certificate-remove"
            >
              {t('anaf-spv.certificate.remove')}
            </Button>
          )}
        </Group>
      ) : (
        <Text size="sm" data-testid="spv-certificate-value">
          {saved ? format.date(saved) : t('anaf-spv.certificate.none')}
        </Text>
      )}
    </SpvSection>
  );
}
