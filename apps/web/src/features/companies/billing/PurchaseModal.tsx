import type { PLAN_PERIODS } from '@app/domain/billing/plans';
import {
  type BuyableProduct,
  type PaymentMethod,
  type PlanPrice,
  type SubscriptionPayment,
  subscribeInputSchema,
} from '@app/domain/billing/purchase.schemas';
import { Alert, Anchor, Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, validationErrorsOf } from '../../../shared/api/api-error';
import { useFormat } from '../../../shared/format/useFormat';
import { ruleMessage } from '../../../shared/forms/rule-messages';
import { TermsModal } from '../../../shared/legal/TermsModal';
import { refusalKeyOf } from '../../../shared/notify/error-message';
import { notifyApiError } from '../../../shared/notify/notify';
import { usePaymentMethodsQuery, useSubscribe } from './billing.queries';
import { offerText, priceToPay } from './offer-text';
import { ProformaIssued } from './ProformaIssued';

type Period = (typeof PLAN_PERIODS)[number];

/** The 422 refusal of a purchase ("billing.errors.payment-in-process", "etransport.errors.spv-inactive"). */
const refusalOf = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 422 ? refusalKeyOf(error.body) : null;

type Purchase = (input: z.output<typeof subscribeInputSchema>) => Promise<SubscriptionPayment>;

/**
 * Buying a plan (spec 02 §2 Smart activation modal, §4 Subscriptions): a period with its price (VAT
 * included), payment by card with optional auto-renewal or by bank transfer, and the terms, which
 * must be accepted. By card the buyer pays on the payment provider's page and comes back to the
 * subscriptions page; by bank transfer the platform's proforma is issued and shown here.
 */
export function PurchaseModal({
  companyId,
  product,
  prices,
  onClose,
  purchase,
}: {
  companyId: string;
  product: BuyableProduct;
  prices: PlanPrice[];
  onClose: () => void;
  /** How the purchase starts: the billing call unless a module has its own (the e-Transport activation). */
  purchase?: Purchase;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [termsOpen, terms] = useDisclosure(false);
  const options = prices.filter((price) => price.product === product);
  const [period, setPeriod] = useState<Period | ''>(options[0]?.period ?? '');
  const methods = usePaymentMethodsQuery().data ?? ['card'];
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [autoRenew, setAutoRenew] = useState(false);
  const [issued, setIssued] = useState<SubscriptionPayment | null>(null);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const subscribe = useSubscribe(companyId);
  const chosen = options.find((price) => price.period === period);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const card = method === 'card';
    const input = {
      product,
      period: period || undefined,
      paymentMethod: method,
      autoRenew: card && autoRenew,
      acceptTerms,
    };
    const parsed = subscribeInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? '')] = [issue.message];
      setErrors(found);
      return;
    }
    setErrors({});
    setRefusal(null);
    setBusy(true);
    try {
      const payment = await (purchase ?? subscribe.mutateAsync)(parsed.data);
      if (payment.payUrl) window.location.assign(payment.payUrl);
      else if (payment.proformaNumber) setIssued(payment);
    } catch (error) {
      const fields = validationErrorsOf(error);
      const refused = refusalOf(error);
      if (refused) setRefusal(refused);
      else if (fields && Object.keys(fields).length > 0) setErrors(fields);
      else notifyApiError(error);
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: string) =>
    errors[field]?.map((code) => t(ruleMessage(code).key, ruleMessage(code).params)).join(' ');

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('billing.buy.title', { plan: t(`billing.products.${product}`) })}
    >
      {issued ? (
        <ProformaIssued companyId={companyId} payment={issued} onClose={onClose} />
      ) : (
        <Stack gap="md" data-testid="purchase-modal">
          <Radio.Group
            label={t('billing.buy.period')}
            value={period}
            onChange={(value) => setPeriod(value as Period)}
            error={fieldError('period')}
            required
          >
            <Stack gap="xs" mt="xs">
              {options.map((price) => (
                <Radio
                  key={price.period}
                  value={price.period}
                  data-testid={`purchase-period-${price.period}`}
                  label={[
                    t(`billing.periods.${price.period}`),
                    format.money(price.price, price.currency),
                    offerText(t, format, price),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              ))}
            </Stack>
          </Radio.Group>
          {chosen && (
            <Text data-testid="purchase-total">
              {t('billing.buy.total', { amount: format.money(priceToPay(chosen), chosen.currency) })}
            </Text>
          )}
          {methods.length > 1 && (
            <Radio.Group
              label={t('billing.buy.method')}
              value={method}
              onChange={(value) => setMethod(value as PaymentMethod)}
              error={fieldError('paymentMethod')}
            >
              <Group gap="lg" mt="xs">
                {methods.map((one) => (
                  <Radio
                    key={one}
                    value={one}
                    label={t(`billing.buy.methods.${one}`)}
                    data-testid={`purchase-method-${one}`}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
          {method === 'card' ? (
            <>
              <Text size="sm">{t('billing.buy.card')}</Text>
              <Checkbox
                label={t('billing.buy.auto-renew')}
                checked={autoRenew}
                onChange={(event) => setAutoRenew(event.currentTarget.checked)}
                error={fieldError('autoRenew')}
              />
            </>
          ) : (
            <Text size="sm">{t('billing.buy.bank-transfer')}</Text>
          )}
          <Stack gap={4}>
            <Checkbox
              label={t('billing.buy.accept-terms')}
              checked={acceptTerms}
              onChange={(event) => setAcceptTerms(event.currentTarget.checked)}
              error={fieldError('acceptTerms')}
              data-testid="purchase-accept-terms"
            />
            <Anchor component="button" type="button" size="sm" onClick={terms.open}>
              {t('billing.buy.read-terms')}
            </Anchor>
          </Stack>
          {refusal && (
            <Alert color="red" data-testid="purchase-refusal">
              {t(refusal)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('billing.buy.close')}
            </Button>
            <Button onClick={() => void submit()} loading={busy} data-testid="purchase-submit">
              {t(method === 'card' ? 'billing.buy.pay' : 'billing.buy.order')}
            </Button>
          </Group>
        </Stack>
      )}
      <TermsModal opened={termsOpen} onClose={terms.close} />
    </Modal>
  );
}
