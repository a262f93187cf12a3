import {
  type ACTIVATION_PERIODS,
  type EtransportAccess,
  etransportActivationInputSchema,
} from '@app/domain/etransport/etransport-api.schemas';
import { Alert, Anchor, Button, Checkbox, Group, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { useFormat } from '../../../shared/format/useFormat';
import { TermsModal } from '../../../shared/legal/TermsModal';
import { notifyApiError } from '../../../shared/notify/notify';
import { codesOf, refusalOf, useEtransportCodeText } from '../components/useEtransportCodeText';
import { useActivateEtransport } from '../etransport.queries';

type Period = (typeof ACTIVATION_PERIODS)[number];

/**
 * Activation of the module (spec 03 §1): a period with its price (VAT included), the payment
 * summary and the subscription terms, which must be accepted.
 */
export function ActivationModal({
  companyId,
  access,
  onClose,
}: {
  companyId: string;
  access: EtransportAccess;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const codeText = useEtransportCodeText();
  const [termsOpen, terms] = useDisclosure(false);
  const [period, setPeriod] = useState<Period | ''>(access.prices[0]?.period ?? '');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const activate = useActivateEtransport(companyId);
  const price = access.prices.find((entry) => entry.period === period);

  const submit = async () => {
    const parsed = etransportActivationInputSchema.safeParse({ period: period || undefined, acceptTerms });
    if (!parsed.success) {
      const found: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? '')] = [issue.message];
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      // The module is bought by card on the payment provider's page, which sends the buyer back.
      const payment = await activate.mutateAsync(parsed.data);
      if (payment.payUrl) window.location.assign(payment.payUrl);
    } catch (error) {
      const fields = validationErrorsOf(error);
      const refusal = refusalOf(error);
      if (fields === null && refusal === null) notifyApiError(error);
      else setErrors({ ...fields, ...(refusal ? { '': [refusal] } : {}) });
    }
  };

  const fieldError = (field: string) => errors[field]?.map(codeText).join(' ');
  const otherCodes = codesOf(
    Object.fromEntries(
      Object.entries(errors).filter(([field]) => field !== 'period' && field !== 'acceptTerms'),
    ),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('etransport.subscription.modal-title')}
      data-testid="activation-modal"
    >
      <Stack gap="md">
        <Radio.Group
          label={t('etransport.subscription.period')}
          value={period}
          onChange={(value) => setPeriod(value as Period)}
          error={fieldError('period')}
          required
        >
          <Stack gap="xs" mt="xs">
            {access.prices.map((entry) => (
              <Radio
                key={entry.period}
                value={entry.period}
                data-testid={`period-${entry.period}`}
                label={`${t(`etransport.subscription.periods.${entry.period}`)} · ${format.money(entry.price, 'RON')}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        {price && (
          <Stack gap={4} data-testid="payment-summary">
            <Text fw={600}>{t('etransport.subscription.summary')}</Text>
            <Table>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>{t(`etransport.subscription.periods.${price.period}`)}</Table.Td>
                  <Table.Td ta="right">{format.money(price.price, 'RON')}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td fw={600}>{t('etransport.subscription.total')}</Table.Td>
                  <Table.Td ta="right" fw={600} data-testid="payment-total">
                    {format.money(price.price, 'RON')}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              {t('etransport.subscription.vat-included')}
            </Text>
          </Stack>
        )}
        <Stack gap={4}>
          <Checkbox
            label={t('etransport.subscription.accept-terms')}
            checked={acceptTerms}
            onChange={(event) => setAcceptTerms(event.currentTarget.checked)}
            error={fieldError('acceptTerms')}
            data-testid="accept-terms"
          />
          <Anchor component="button" type="button" size="sm" onClick={terms.open}>
            {t('etransport.subscription.read-terms')}
          </Anchor>
        </Stack>
        {otherCodes.length > 0 && (
          <Alert color="red" data-testid="activation-refusal">
            {otherCodes.map(codeText).join(' ')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('etransport.actions.dismiss')}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={activate.isPending}
            disabled={!acceptTerms}
            data-testid="activation-submit"
          >
            {t('etransport.subscription.pay')}
          </Button>
        </Group>
      </Stack>
      <TermsModal opened={termsOpen} onClose={terms.close} />
    </Modal>
  );
}
