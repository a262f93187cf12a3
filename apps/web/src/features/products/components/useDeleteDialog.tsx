import { type ReactNode, useState } from 'react';
import { notifySuccess } from '../../../shared/notify/notify';
import { ConfirmDeleteModal } from '../../../shared/sub-resources/ConfirmDeleteModal';

interface DeleteDialogOptions<T> {
  title: string;
  /** The question, naming the row (and what its deletion would also undo). */
  message: (row: T) => string;
  remove: (row: T) => Promise<unknown>;
  /** Said once the row is gone. */
  deleted: string;
}

/**
 * A confirmed deletion of one row of a list: `open(row)` asks, the dialog deletes, and a refusal
 * (documents use the row...) shows its reasons in place, worded by products.delete-blocked.*.
 */
export function useDeleteDialog<T>({ title, message, remove, deleted }: DeleteDialogOptions<T>): {
  open: (row: T) => void;
  dialog: ReactNode;
} {
  const [row, setRow] = useState<T | null>(null);
  const dialog = (
    <ConfirmDeleteModal
      opened={row !== null}
      textPrefix="products"
      title={title}
      message={row === null ? '' : message(row)}
      onClose={() => setRow(null)}
      onConfirm={async () => {
        if (row === null) return;
        await remove(row);
        notifySuccess(deleted);
        setRow(null);
      }}
    />
  );
  return { open: (next) => setRow(() => next), dialog };
}
