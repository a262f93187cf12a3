import type { EtransportDetail } from '@app/domain/etransport/etransport-api.schemas';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyApiError } from '../../../shared/notify/notify';
import type { useEtransportActions } from '../actions/useEtransportActions';
import { downloadEtransportPdf } from '../etransport-files';
import { etransportPaths } from '../etransport-paths';
import { useEtransportCompany } from '../useEtransportCompany';

/**
 * The view page's buttons: PDF (view, download), XML, e-mail, send, cancel and correction from the
 * item's allowed actions, the follow-ups of an accepted declaration, the rest in a menu.
 */
export function ViewActions({
  companyId,
  detail,
  actions,
}: {
  companyId: string;
  detail: EtransportDetail;
  actions: ReturnType<typeof useEtransportActions>;
}) {
  const { t } = useTranslation();
  const { canWrite } = useEtransportCompany();
  const has = (action: EtransportDetail['actions'][number]) => detail.actions.includes(action);
  const a = (key: string) => t(`etransport.actions.${key}`);
  // A follow-up names the declaration by its UIT: only a live declaration ANAF accepted has one.
  const followUps = canWrite && detail.uit !== null && detail.state === 'accepted';
  const downloadPdf = async () => {
    try {
      await downloadEtransportPdf(companyId, detail);
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <Group gap="xs" data-testid="view-actions">
      {has('edit') && (
        <Button variant="light" component={Link} to={etransportPaths.edit(detail.id)} data-testid="view-edit">
          {a('edit')}
        </Button>
      )}
      {has('send') && (
        <Button onClick={() => actions.open('send', detail)} data-testid="view-send">
          {a('send')}
        </Button>
      )}
      {has('pdf') && (
        <>
          <Button variant="default" onClick={() => actions.pdf(detail)} data-testid="view-pdf">
            {a('pdf')}
          </Button>
          <Button variant="default" onClick={() => void downloadPdf()} data-testid="view-pdf-download">
            {a('pdf-download')}
          </Button>
        </>
      )}
      {has('download-xml') && (
        <Button variant="default" onClick={() => actions.open('download-xml', detail)} data-testid="view-xml">
          {a('download-xml')}
        </Button>
      )}
      {has('email') && (
        <Button variant="default" onClick={() => actions.open('email', detail)} data-testid="view-email">
          {a('email')}
        </Button>
      )}
      {has('correct') && (
        <Button
          variant="default"
          component={Link}
          to={etransportPaths.correction(detail.id)}
          data-testid="view-correct"
        >
          {a('correct')}
        </Button>
      )}
      {followUps && (
        <>
          <Button
            variant="default"
            component={Link}
            to={etransportPaths.createFollowUp('vehicle-modification', detail.id)}
            data-testid="view-vehicle-modification"
          >
            {a('vehicle-modification')}
          </Button>
          <Button
            variant="default"
            component={Link}
            to={etransportPaths.createFollowUp('transport-confirmation', detail.id)}
            data-testid="view-transport-confirmation"
          >
            {a('transport-confirmation')}
          </Button>
        </>
      )}
      {has('cancel') && (
        <Button
          color="red"
          variant="light"
          onClick={() => actions.open('cancel', detail)}
          data-testid="view-cancel"
        >
          {a('cancel')}
        </Button>
      )}
      {(has('duplicate') || has('delete')) && (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="default" size="lg" aria-label={a('more')} data-testid="view-more">
              ⋮
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.menuItems(detail, [
              'view',
              'edit',
              'send',
              'pdf',
              'download-xml',
              'email',
              'correct',
              'cancel',
            ])}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
