import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { notifyApiError } from '../../../shared/notify/notify';
import { stockDocumentsApi } from '../stock-documents.api';
import { stockKeys, useStockMutation } from '../stock-documents.queries';
import { type Refusal, StockRefusalAlert } from './StockRefusalAlert';
import type { StockTarget } from './stock-actions';
import { otherCodesOf, shortLinesOf } from './stock-refusal';
import { useStockCodeText } from './useStockCodeText';

export type StockActionName = 'publish' | 'void' | 'storno' | 'duplicate' | 'invoice';

/** What an action made or changed: the document itself, its copy, its storno or its client invoice. */
export type ActionResult = { id: string; seriesNumber: string | null };

/**
 * Asks before an action on a document (issue, void, storno, copy) and runs it. A refusal stays in
 * the dialog, worded: the lines short of stock by number and name, or the other reasons.
 */
export function ConfirmStockActionModal({
  companyId,
  action,
  target,
  onDone,
  onClose,
}: {
  companyId: string;
  action: StockActionName;
  target: StockTarget;
  onDone: (result: ActionResult) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const codeText = useStockCodeText();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const run = useStockMutation(companyId, (): Promise<ActionResult> => {
    const { kind, id } = target;
    if (action === 'publish') return stockDocumentsApi.publish(companyId, kind, id, {});
    if (action === 'void') return stockDocumentsApi.void(companyId, kind, id);
    if (action === 'storno') return stockDocumentsApi.storno(companyId, kind, id);
    if (action === 'invoice') return stockDocumentsApi.invoiceFromDespatch(companyId, id);
    return stockDocumentsApi.duplicate(companyId, kind, id);
  });

  const confirm = async () => {
    setRefusal(null);
    try {
      onDone(await run.mutateAsync(undefined));
    } catch (error) {
      const errors = validationErrorsOf(error);
      if (errors === null) {
        notifyApiError(error);
        return;
      }
      // The refusal numbers the lines; their names are the document's (a list row has none).
      const document = await client
        .fetchQuery({
          queryKey: stockKeys.detail(companyId, target.kind, target.id),
          queryFn: ({ signal }) => stockDocumentsApi.get(companyId, target.kind, target.id, signal),
        })
        .catch(() => null);
      const shortLines = shortLinesOf(errors, document?.lines ?? []);
      setRefusal(shortLines ? { shortLines } : { codes: otherCodesOf(errors) });
    }
  };

  const danger = action === 'void';
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`stock-documents.${action}.title`)}
      data-testid={`${action}-modal`}
    >
      <Stack gap="md">
        <Text>
          {t(`stock-documents.${action}.message`, {
            number: target.seriesNumber ?? t('stock-documents.view.draft'),
          })}
        </Text>
        {refusal && <StockRefusalAlert refusal={refusal} codeText={codeText} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('stock-documents.actions.cancel')}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={run.isPending}
            onClick={() => void confirm()}
            data-testid={`${action}-confirm`}
          >
            {t(`stock-documents.${action}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
