import { DISCOUNT_TYPES } from '@app/domain/invoicing/client-document.schemas';
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../forms/DecimalInput';
import { discountRule } from './discount-rules';
import type { DiscountType } from './line-form-values';
import { useErrorText } from './useErrorText';

interface DiscountModalProps {
  type: DiscountType | null;
  value: string;
  currency: string;
  /** What the lines add up to without VAT: a fixed discount cannot take more. */
  lineNetTotal: string;
  onApply: (discount: { type: DiscountType | null; value: string }) => void;
  onClose: () => void;
}

/**
 * The document discount: a fixed amount (without VAT, spread over the VAT rates), a reduction of
 * every unit price by a percent, or a percent of the total.
 */
export function DiscountModal({ type, value, currency, lineNetTotal, onApply, onClose }: DiscountModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [chosen, setChosen] = useState<DiscountType | 'none'>(type ?? 'none');
  const [amount, setAmount] = useState(value);
  const [tried, setTried] = useState(false);
  const kind = chosen === 'none' ? null : chosen;
  const rule = discountRule(kind, amount, lineNetTotal);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTried(true);
    if (rule !== null) return;
    onApply({ type: kind, value: kind === null ? '' : amount.trim() });
  };

  return (
    <Modal opened onClose={onClose} title={t('client-invoices.discount.title')} data-testid="discount-modal">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            value={chosen}
            onChange={(next) => setChosen(next as DiscountType | 'none')}
            data={[
              { value: 'none', label: t('client-invoices.discount-types.none') },
              ...DISCOUNT_TYPES.map((option) => ({
                value: option,
                label: t(`client-invoices.discount-types.${option}`),
              })),
            ]}
            data-testid="discount-type"
          />
          {kind && (
            <>
              <Text size="sm" c="dimmed">
                {t(`client-invoices.discount.explain.${kind}`)}
              </Text>
              <DecimalInput
                label={t('client-invoices.discount.value')}
                value={amount}
                onChange={setAmount}
                rightSection={<Text size="xs">{kind === 'fixed' ? currency : '%'}</Text>}
                error={tried && rule ? errorText([rule], true) : undefined}
                required
                data-autofocus
                data-testid="discount-value"
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('client-invoices.actions.cancel')}
            </Button>
            <Button type="submit" data-testid="discount-apply">
              {t('client-invoices.discount.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
