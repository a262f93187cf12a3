import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify/notify';
import { ConfirmDeleteModal } from '../../../shared/sub-resources/ConfirmDeleteModal';
import { useDeleteCompanyMutation } from '../companies.queries';

interface Target {
  id: string;
  name: string;
}

/**
 * The company deletion dialog (the user types "confirm"); refusals (only company, documents, ...)
 * show their translated reasons in the dialog. Returns the opener and the element to render.
 */
export function useDeleteCompanyDialog(onDeleted?: (target: Target) => void): {
  open: (target: Target) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const remove = useDeleteCompanyMutation();
  const [target, setTarget] = useState<Target | null>(null);
  const dialog = (
    <ConfirmDeleteModal
      opened={target !== null}
      textPrefix="companies"
      title={t('companies.delete.title')}
      message={t('companies.delete.message', { name: target?.name ?? '' })}
      requireTypedWord
      onClose={() => setTarget(null)}
      onConfirm={async () => {
        if (!target) return;
        await remove.mutateAsync(target.id);
        notifySuccess(t('companies.delete.success', { name: target.name }));
        setTarget(null);
        onDeleted?.(target);
      }}
    />
  );
  return { open: setTarget, dialog };
}
