import type { EtransportAction } from '@app/domain/etransport/allowed-actions';
import { Menu } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../shared/notify/notify';
import { ConfirmDeleteModal } from '../../../shared/sub-resources/ConfirmDeleteModal';
import { useRemoveEtransportItem } from '../etransport.queries';
import { previewPdf } from '../etransport-files';
import { ConfirmEtransportModal, type ConfirmTarget } from './ConfirmEtransportModal';
import { EtransportEmailModal } from './EtransportEmailModal';
import { actionEffect, type EtransportModal, menuActions } from './row-actions';

/** A row or an item with the actions the server allows on it. */
export type ActionRow = ConfirmTarget & { actions: readonly EtransportAction[] };

/**
 * The actions of a register item, the same in the list's row menu and on the view page: links to
 * the pages, the PDF, and the dialogs that ask first (delete, cancel, send, e-mail, XML). Which
 * actions show is the server's `actions` (the row's state and the user's permissions).
 */
export function useEtransportActions({
  companyId,
  onDeleted,
}: {
  companyId: string;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState<{ modal: EtransportModal; target: ConfirmTarget } | null>(null);
  const remove = useRemoveEtransportItem(companyId);
  const close = () => setActive(null);
  const open = (modal: EtransportModal, target: ConfirmTarget) => setActive({ modal, target });
  const pdf = (target: ConfirmTarget) => {
    if (!previewPdf(companyId, target.id)) notifyError(t('etransport.pdf.blocked'));
  };

  const item = (action: EtransportAction, row: ActionRow, danger = false) => {
    const effect = actionEffect(action, row);
    const common = { key: action, 'data-testid': `action-${action}`, color: danger ? 'red' : undefined };
    if (effect.kind === 'link')
      return (
        <Menu.Item {...common} component={Link} to={effect.to}>
          {t(`etransport.actions.${action}`)}
        </Menu.Item>
      );
    const run = effect.kind === 'pdf' ? () => pdf(row) : () => open(effect.modal, row);
    return (
      <Menu.Item {...common} onClick={run}>
        {t(`etransport.actions.${action}`)}
      </Menu.Item>
    );
  };

  /** The menu's items; `without` leaves out the actions the page shows as buttons. */
  const menuItems = (row: ActionRow, without: readonly EtransportAction[] = []): ReactNode => {
    const { safe, danger } = menuActions(row.actions, without);
    return (
      <>
        {safe.map((action) => item(action, row))}
        {safe.length > 0 && danger.length > 0 && <Menu.Divider />}
        {danger.map((action) => item(action, row, true))}
      </>
    );
  };

  const target = active?.target;
  const modals = (
    <>
      {active &&
        (active.modal === 'cancel' || active.modal === 'send' || active.modal === 'download-xml') && (
          <ConfirmEtransportModal
            companyId={companyId}
            action={active.modal}
            target={active.target}
            onClose={close}
          />
        )}
      {active?.modal === 'email' && (
        <EtransportEmailModal companyId={companyId} target={active.target} onClose={close} />
      )}
      <ConfirmDeleteModal
        opened={active?.modal === 'delete'}
        textPrefix="etransport.remove"
        title={t('etransport.delete.title')}
        message={t('etransport.delete.message')}
        onClose={close}
        onConfirm={async () => {
          if (!target) return;
          await remove.mutateAsync(target.id);
          notifySuccess(t('etransport.delete.done'));
          close();
          onDeleted?.();
        }}
      />
    </>
  );

  return { menuItems, modals, open, pdf };
}
