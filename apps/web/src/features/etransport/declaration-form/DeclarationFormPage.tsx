import type { DeclarationPayload } from '@app/domain/etransport/declaration.schemas';
import type { EtransportDetail } from '@app/domain/etransport/etransport-api.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { Alert, Anchor, Center, Container, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { notifySuccess } from '../../../shared/notify/notify';
import { useSelectedCompany } from '../../../shared/session/selected-company';
import type { PrefillSource } from '../etransport.api';
import { useDeclarationPrefill, useEtransportItem, useSaveDeclaration } from '../etransport.queries';
import { etransportPaths } from '../etransport-paths';
import { DeclarationForm } from './DeclarationForm';
import { declarationToValues } from './declaration-form-values';
import { type DeclarationFormMode, formValuesFor } from './form-mode';

/** The commercial document a new sales declaration is made from (its page's address says which). */
function usePrefillSource(mode: DeclarationFormMode): {
  source: PrefillSource | null;
  documentId: string | null;
} {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const documentId = params.get('documentId');
  if (mode !== 'create-client' || !documentId) return { source: null, documentId: null };
  if (pathname.endsWith('/create/goods-despatch-advice'))
    return { source: 'goods-despatch-advice', documentId };
  return params.get('source') === 'client-invoice'
    ? { source: 'client-invoice', documentId }
    : { source: null, documentId: null };
}

/**
 * The pages of a declaration's form (spec 03 §2): a new one to a client or from a supplier; and,
 * from a stored declaration (`:declarationId`), its edit, a duplicate (a new declaration) or a
 * correction (a new declaration that corrects it). A saved declaration opens its view page.
 */
export function DeclarationFormPage({ mode }: { mode: DeclarationFormMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { company } = useSelectedCompany();
  const companyId = company?.id ?? '';
  const routeId = useParams().declarationId ?? null;
  const sourceId = mode === 'create-client' || mode === 'create-supplier' ? null : routeId;
  const source = useEtransportItem(companyId, sourceId);
  const from = usePrefillSource(mode);
  const prefill = useDeclarationPrefill(companyId, from.source, from.documentId);
  const save = useSaveDeclaration(
    companyId,
    mode === 'edit' ? sourceId : null,
    mode === 'add-correction' ? (sourceId ?? undefined) : undefined,
  );
  const listPath = etransportPaths.list();
  const backTo = sourceId ? etransportPaths.view(sourceId) : listPath;

  let content: ReactNode;
  if ((sourceId !== null && source.isPending) || (from.source !== null && prefill.isPending)) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (sourceId !== null && (source.isError || !source.data?.declaration)) {
    content = (
      <LoadErrorAlert error={source.error} backTo={listPath} backLabel={t('etransport.form.actions.back')} />
    );
  } else if (from.source !== null && prefill.isError) {
    content = (
      <LoadErrorAlert error={prefill.error} backTo={listPath} backLabel={t('etransport.form.actions.back')} />
    );
  } else if (mode === 'add-correction' && source.data?.draftChildId) {
    // Only one draft child per declaration (spec 03 §4): the user goes on with the existing one.
    content = (
      <Alert color="orange" data-testid="draft-child-exists">
        {t('etransport.form.messages.draft-child-exists')}{' '}
        <Anchor component={Link} to={etransportPaths.edit(source.data.draftChildId)}>
          {t('etransport.form.actions.edit-draft')}
        </Anchor>
      </Alert>
    );
  } else {
    const stored = (source.data?.declaration ?? null) as DeclarationPayload | null;
    content = (
      <DeclarationForm
        key={source.data?.id ?? from.documentId ?? mode}
        companyId={companyId}
        defaultValues={
          prefill.data ? declarationToValues(prefill.data) : formValuesFor(mode, stored, todayInRomania())
        }
        cancelTo={backTo}
        onSave={async (payload) => {
          const saved: EtransportDetail = await save.mutateAsync(payload);
          notifySuccess(
            t(mode === 'edit' ? 'etransport.form.messages.saved' : 'etransport.form.messages.created'),
          );
          navigate(etransportPaths.view(saved.id));
        }}
      />
    );
  }

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={backTo} size="sm">
          ← {t('etransport.form.actions.back')}
        </Anchor>
        <Title order={1} size="h2" data-testid="declaration-form-title">
          {t(`etransport.form.titles.${mode}`)}
        </Title>
        {content}
      </Stack>
    </Container>
  );
}
