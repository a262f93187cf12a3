import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify/notify';
import { ConfirmDeleteModal } from '../../../shared/sub-resources/ConfirmDeleteModal';
import { useDeletePartnerMutation } from '../partners.queries';

interface Target {
  id: string;
  name: string;
}

/**
 * The partner deletion dialog; a refusal (invoices, offers, product codes... use the partner) shows
 * every translated reason in the dialog. Returns the opener and the element to render.
 */
export function useDeletePartnerDialog(
  companyId: string,
  onDeleted?: (target: Target) => void,
): { open: (target: Target) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const remove = useDeletePartnerMutation(companyId);
  const [target, setTarget] = useState<Target | null>(null);
  const dialog = (
    <ConfirmDeleteModal
      opened={target !== null}
      textPrefix="partners"
      title={t('partners.delete.title')}
      message={t('partners.delete.message', { name: target?.name ?? '' })}
      onClose={() => setTarget(null)}
      onConfirm={async () => {
        if (!target) return;
        await remove.mutateAsync(target.id);
        notifySuccess(t('partners.delete.success', { name: target.name }));
        setTarget(null);
        onDeleted?.(target);
      }}
    />
  );
  return { open: setTarget, dialog };
}
