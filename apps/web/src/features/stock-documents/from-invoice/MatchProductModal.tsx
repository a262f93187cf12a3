import type { Product } from '@app/domain/products/product.schemas';
import type { ReceivableLine } from '@app/domain/stock/stock-document.schemas';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPicker } from '../../../shared/invoicing/ProductPicker';

/**
 * Matches a supplier-invoice line whose supplier code names no catalogue product to one of the
 * catalogue's (spec 02 §5 Goods receipt notes); the server remembers the match as the product's
 * supplier code when the note is made. Services are refused: they never enter stock.
 */
export function MatchProductModal({
  companyId,
  line,
  current,
  onMatch,
  onClose,
}: {
  companyId: string;
  line: ReceivableLine;
  current: { id: string; name: string } | null;
  onMatch: (product: { id: string; name: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Pick<Product, 'id' | 'name' | 'isService'> | null>(
    current ? { ...current, isService: false } : null,
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('stock-documents.from-invoice.match-title')}
      data-testid="match-modal"
    >
      <Stack gap="md">
        <Text size="sm">
          {t('stock-documents.from-invoice.match-message', {
            name: line.name,
            code: line.supplierProductCode ?? '—',
          })}
        </Text>
        <ProductPicker
          companyId={companyId}
          value={chosen?.id ?? ''}
          currentName={chosen?.name ?? ''}
          onPick={(product) => setChosen(product)}
        />
        {chosen?.isService && (
          <Alert color="red" data-testid="match-service">
            {t('stock-documents.rules.service-prohibited')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('stock-documents.actions.cancel')}
          </Button>
          <Button
            disabled={!chosen || chosen.isService}
            onClick={() => chosen && onMatch({ id: chosen.id, name: chosen.name })}
            data-testid="match-apply"
          >
            {t('stock-documents.from-invoice.match-apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
