import type { EtransportDetail } from '@app/domain/etransport/etransport-api.schemas';
import { Alert, Anchor, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RuleTextsContext } from '../../../shared/forms/FormFields';
import { ServerForm } from '../../../shared/forms/ServerForm';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { PageLoader } from '../../../shared/layout/PageLoader';
import { notifySuccess } from '../../../shared/notify/notify';
import { ConfirmEtransportModal } from '../actions/ConfirmEtransportModal';
import { EtransportStateBadge } from '../components/EtransportStateBadge';
import { uitText } from '../components/uit-text';
import { useEtransportItem } from '../etransport.queries';
import { etransportPaths, type FollowUpKind } from '../etransport-paths';
import { useEtransportCompany } from '../useEtransportCompany';
import type { FollowUpOrigin } from './follow-up-values';

interface FollowUpFrameProps<TValues extends FieldValues, TOutput> {
  kind: FollowUpKind;
  resolver: Resolver<TValues, unknown, TOutput>;
  /** The form's values: from the declaration it follows (create) or the stored document (edit). */
  valuesOf: (origin: FollowUpOrigin, stored: Record<string, unknown> | null) => TValues;
  /** The stored document of the item (detail.vehicleModification / transportConfirmation). */
  storedOf: (detail: EtransportDetail) => Record<string, unknown> | null;
  save: (companyId: string, id: string | null, payload: TOutput) => Promise<EtransportDetail>;
  children: ReactNode;
}

/**
 * A vehicle modification or transport confirmation (spec 03 §3): created for a declaration (its
 * UIT filled in) or for any UIT, saved as a draft, then sent to e-Transport. Once sent it shows
 * read-only with its state and ANAF's errors.
 */
export function FollowUpFrame<TValues extends FieldValues, TOutput>({
  kind,
  resolver,
  valuesOf,
  storedOf,
  save,
  children,
}: FollowUpFrameProps<TValues, TOutput>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = null, declarationId = null } = useParams();
  const { companyId } = useEtransportCompany();
  const item = useEtransportItem(companyId, id);
  const declaration = useEtransportItem(companyId, declarationId);
  const [sending, setSending] = useState(false);
  const texts = (key: string) => t(`etransport.follow-up.${kind}.${key}`);

  const source = id ? item : declarationId ? declaration : null;
  if (source?.isPending) return <PageLoader />;
  if (source?.isError)
    return (
      <Container size="md" py="md">
        <LoadErrorAlert
          error={source.error}
          backTo={etransportPaths.list()}
          backLabel={t('etransport.actions.back')}
        />
      </Container>
    );

  const detail = id ? (item.data ?? null) : null;
  const origin = declarationId && declaration.data ? declaration.data : null;
  const stored = detail ? storedOf(detail) : null;
  // The declaration it follows: the one chosen (create), or the stored link (edit).
  const followed =
    origin ??
    (typeof stored?.declarationId === 'string'
      ? { id: stored.declarationId, uit: String(stored.uit ?? '') }
      : null);
  const readOnly = detail !== null && !detail.actions.includes('edit');

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={etransportPaths.list()} size="sm">
          {t('etransport.actions.back')}
        </Anchor>
        <Group justify="space-between">
          <Group gap="sm">
            <Title order={1} size="h2">
              {texts(detail ? 'edit-title' : 'create-title')}
            </Title>
            {detail && <EtransportStateBadge state={detail.state} />}
          </Group>
          {detail?.actions.includes('send') && (
            <Button onClick={() => setSending(true)} data-testid="follow-up-send">
              {t('etransport.actions.send')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {texts('hint')}
        </Text>
        {followed && (
          <Text size="sm" data-testid="follow-up-declaration">
            {t('etransport.follow-up.declaration')}:{' '}
            <Anchor component={Link} to={etransportPaths.view(followed.id)} ff="monospace">
              {uitText(followed.uit)}
            </Anchor>
          </Text>
        )}
        {detail && detail.errors.length > 0 && (
          <Alert color="red" title={t('etransport.view.errors-title')} data-testid="follow-up-anaf-errors">
            <List size="sm">
              {detail.errors.map((error) => (
                <List.Item key={error}>{error}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {readOnly && <Alert color="blue">{t('etransport.follow-up.read-only')}</Alert>}
        <RuleTextsContext.Provider value="etransport">
          <ServerForm<TValues, TOutput>
            // A new key after a save or a reload starts the form from the stored values.
            key={detail ? `${detail.id}-${detail.activity.length}` : (declarationId ?? 'new')}
            resolver={resolver}
            defaultValues={valuesOf(origin, stored)}
            readOnly={readOnly}
            submitLabel={t('etransport.follow-up.save')}
            testId="follow-up"
            onSubmit={async (payload) => {
              // A refusal of the register (etransport.errors.*) shows as its toast (ServerForm).
              const saved = await save(companyId, id, payload);
              notifySuccess(t('etransport.follow-up.saved'));
              if (!id) navigate(etransportPaths.editFollowUp(kind, saved.id), { replace: true });
            }}
          >
            {children}
          </ServerForm>
        </RuleTextsContext.Provider>
      </Stack>
      {sending && detail && (
        <ConfirmEtransportModal
          companyId={companyId}
          action="send"
          target={detail}
          onClose={() => setSending(false)}
        />
      )}
    </Container>
  );
}
