import type { ClientDocument } from '@app/domain/invoicing/client-document.schemas';
import { Alert, Anchor, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { documentsApi } from '../client-documents.api';
import { useDocumentMutation } from '../client-documents.queries';
import { type DocumentKind, documentPaths, KINDS } from '../document-kind';
import { useDocumentsCompany } from '../useDocumentsCompany';

/** What an address of this page makes: a copy, a storno, an invoice from a proforma or a despatch advice. */
export type CopyAction = 'duplicate' | 'refund' | 'invoice-from-proforma' | 'invoice-from-despatch-advice';

interface DocumentCopyPageProps {
  action: CopyAction;
  /** The kind of the source document. */
  kind: DocumentKind;
}

/** The call of an action; every one answers with the new draft. */
function call(
  action: CopyAction,
  companyId: string,
  kind: DocumentKind,
  id: string,
): Promise<ClientDocument> {
  if (action === 'refund') return documentsApi.refund(companyId, id);
  if (action === 'invoice-from-proforma') return documentsApi.invoiceFromProforma(companyId, id);
  if (action === 'invoice-from-despatch-advice') return documentsApi.invoiceFromDespatchAdvice(companyId, id);
  return documentsApi.duplicate(companyId, kind, id);
}

/**
 * /clients/invoices/:invoiceId/duplicate and /refund, /clients/proformas/:proformaId/duplicate and
 * /clients/invoices/create/proforma/:proformaId, /clients/invoices/create/goods-despatch-advice
 * ?despatchAdviceId=...: makes the new draft, then opens it for editing in place of this address (the
 * back button does not make another).
 */
export function DocumentCopyPage({ action, kind }: DocumentCopyPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id =
    (action === 'invoice-from-proforma'
      ? params.proformaId
      : action === 'invoice-from-despatch-advice'
        ? search.get('despatchAdviceId')
        : params[KINDS[kind].param]) ?? '';
  const { companyId } = useDocumentsCompany();
  const made = useDocumentMutation(companyId, () => call(action, companyId, kind, id));
  const [failure, setFailure] = useState<string | null>(null);
  // Once per visit, also under React's development double effects.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || companyId === '') return;
    started.current = true;
    made
      .mutateAsync(undefined)
      .then((draft) => navigate(documentPaths.edit(draft.kind, draft.id), { replace: true }))
      .catch((error: unknown) => {
        const message =
          error instanceof ApiError ? (error.body as { message?: unknown } | undefined)?.message : null;
        if (typeof message === 'string' && i18n.exists(message)) setFailure(t(message));
        else if (error instanceof ApiError && error.status === 404) setFailure(t('errors.not-found'));
        else if (error instanceof ApiError && error.status === 403) setFailure(t('errors.no-permissions'));
        else setFailure(t('errors.generic'));
      });
  }, [companyId, made, navigate, t, i18n]);

  const sourceView =
    action === 'invoice-from-proforma'
      ? documentPaths.view('proforma', id)
      : action === 'invoice-from-despatch-advice'
        ? documentPaths.despatchAdvice(id)
        : documentPaths.view(kind, id);
  return (
    <Container size="sm" py="xl">
      {failure ? (
        <Alert color="red" data-testid="copy-failed">
          <Stack gap="xs">
            <Text size="sm">{failure}</Text>
            <Anchor component={Link} to={sourceView} size="sm">
              {t('client-invoices.copy.back')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <Center>
          <Stack align="center" gap="sm">
            <Loader />
            <Text size="sm">{t(`client-invoices.copy.${action}`)}</Text>
          </Stack>
        </Center>
      )}
    </Container>
  );
}

export const InvoiceDuplicatePage = () => <DocumentCopyPage action="duplicate" kind="invoice" />;
export const InvoiceRefundPage = () => <DocumentCopyPage action="refund" kind="invoice" />;
export const ProformaDuplicatePage = () => <DocumentCopyPage action="duplicate" kind="proforma" />;
export const InvoiceFromProformaPage = () => (
  <DocumentCopyPage action="invoice-from-proforma" kind="proforma" />
);
export const InvoiceFromDespatchAdvicePage = () => (
  <DocumentCopyPage action="invoice-from-despatch-advice" kind="invoice" />
);
