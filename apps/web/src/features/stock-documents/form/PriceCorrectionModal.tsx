import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { DecimalInput } from '../../../shared/forms/DecimalInput';
import { priceRonOf } from './line-arithmetic';
import type { LineContext } from './line-sync';
import { priceCorrectionOf, type StockLineFormValues } from './stock-form-values';

/**
 * The price correction of a received line (spec 02 §2 Stock, §5 Goods receipt notes): the new price
 * goes on a correction line that names the line and loads no stock; the corrected line keeps the
 * price first received, and can then be neither removed nor unchecked.
 */
export function PriceCorrectionModal({
  line,
  context,
  onCorrect,
  onClose,
}: {
  line: StockLineFormValues;
  context: LineContext;
  onCorrect: (correction: StockLineFormValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [price, setPrice] = useState('');
  const priceRon = priceRonOf(price, context.currency, context.currencyRate);
  const valid = priceRon !== '' && Number(price) >= 0;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('stock-documents.correction.title')}
      data-testid="price-correction-modal"
    >
      <Stack gap="md">
        <Text size="sm">
          {t('stock-documents.correction.message', {
            name: line.name,
            price: format.money(line.price, context.currency, { decimals: 4, trimZeros: true }),
          })}
        </Text>
        <DecimalInput
          label={t('stock-documents.correction.new-price')}
          value={price}
          onChange={setPrice}
          required
          data-testid="correction-price"
        />
        <Text size="xs" c="dimmed">
          {t('stock-documents.correction.kept')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('stock-documents.actions.cancel')}
          </Button>
          <Button
            disabled={!valid}
            onClick={() => onCorrect(priceCorrectionOf(line, price, priceRon))}
            data-testid="correction-apply"
          >
            {t('stock-documents.correction.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
