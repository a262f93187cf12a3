import type { ClientDocument } from '@app/domain/invoicing/client-document.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { Alert, Anchor, Center, Container, Group, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { CompanyBankAccount } from '../../../shared/invoicing/document-sources.api';
import { useUnits, useVatRates } from '../../../shared/invoicing/source-queries';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { notifySuccess } from '../../../shared/notify/notify';
import { useBankAccounts, useDocumentQuery, useSaveDocument, useSeries } from '../client-documents.queries';
import { DocumentStatusBadge } from '../components/StatusBadges';
import { type DocumentKind, documentPaths, KINDS, kindText } from '../document-kind';
import { DocumentForm } from '../form/DocumentForm';
import { type DocumentFormValues, documentToValues, emptyDocumentValues } from '../form/document-form-values';
import { useDocumentsCompany } from '../useDocumentsCompany';

/** The series a new document takes: the first one already started, else the first one. */
function defaultSeriesId(
  series: { id: string; startDate: string; nextNumber: string | null }[],
  today: string,
) {
  const usable = series.filter((entry) => entry.nextNumber !== null);
  return (usable.find((entry) => entry.startDate <= today) ?? usable[0])?.id ?? '';
}

/** A new document prints the company's accounts in its currency (RON at first). */
const defaultAccounts = (accounts: CompanyBankAccount[] | undefined) =>
  (accounts ?? []).filter((account) => account.currency === 'RON').map((account) => account.id);

/**
 * /clients/invoices/create, /clients/invoices/:invoiceId (a draft), and the same for proformas: the
 * document form with the company's VAT rates, units and series loaded first. A saved document opens
 * its view page, where an invoice is issued.
 */
export function DocumentEditPage({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams()[KINDS[kind].param] ?? null;
  const { companyId, vatPayer } = useDocumentsCompany();
  const doc = useDocumentQuery(companyId, kind, id);
  const rates = useVatRates(companyId);
  const units = useUnits(companyId);
  const series = useSeries(companyId, KINDS[kind].seriesType);
  const accounts = useBankAccounts(companyId);
  const save = useSaveDocument(companyId, kind, id);
  const text = (key: string) => t(kindText(kind, key));
  const listPath = documentPaths.list(kind);

  const back = (
    <Anchor component={Link} to={id ? documentPaths.view(kind, id) : listPath} size="sm">
      ← {id ? text('back-to-view') : text('list-title')}
    </Anchor>
  );

  const loading =
    (id !== null && doc.isPending) ||
    rates.isPending ||
    units.isPending ||
    series.isPending ||
    (id === null && accounts.isPending);
  let content: ReactNode;
  if (loading) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (id !== null && (doc.isError || !doc.data)) {
    content = <LoadErrorAlert error={doc.error} backTo={listPath} backLabel={text('list-title')} />;
  } else if (rates.isError || units.isError || series.isError) {
    content = (
      <LoadErrorAlert
        error={rates.error ?? units.error ?? series.error}
        backTo={listPath}
        backLabel={text('list-title')}
      />
    );
  } else if (doc.data && kind === 'invoice' && doc.data.status !== 'draft') {
    // Only drafts change; an issued invoice is shown as issued.
    return <Navigate to={documentPaths.view(kind, doc.data.id)} replace />;
  } else {
    const today = todayInRomania();
    const values: DocumentFormValues = doc.data
      ? documentToValues(doc.data)
      : emptyDocumentValues({
          issueDate: today,
          documentSeriesId: defaultSeriesId(series.data ?? [], today),
          companyBankAccountIds: defaultAccounts(accounts.data),
        });
    content = (
      <>
        {(series.data ?? []).length === 0 && (
          <Alert color="orange" data-testid="no-series">
            {t('client-invoices.form.no-series')}{' '}
            <Anchor component={Link} to="/settings/documents-series/create">
              {t('client-invoices.form.create-series')}
            </Anchor>
          </Alert>
        )}
        <DocumentForm
          key={doc.data?.id ?? 'new'}
          kind={kind}
          companyId={companyId}
          vatPayer={vatPayer}
          defaultValues={values}
          document={doc.data ?? null}
          rates={rates.data ?? []}
          units={units.data ?? []}
          series={series.data ?? []}
          cancelTo={id ? documentPaths.view(kind, id) : listPath}
          onSave={async (payload) => {
            const saved: ClientDocument = await save.mutateAsync(payload);
            notifySuccess(text(id ? 'saved' : 'created'));
            navigate(documentPaths.view(kind, saved.id));
          }}
        />
      </>
    );
  }

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        {back}
        <Group gap="sm">
          <Title order={1} size="h2" data-testid="document-form-title">
            {id ? text('edit-title') : text('create-title')}
          </Title>
          {doc.data && <DocumentStatusBadge status={doc.data.status} />}
        </Group>
        {content}
      </Stack>
    </Container>
  );
}

export const InvoiceEditPage = () => <DocumentEditPage kind="invoice" />;
export const ProformaEditPage = () => <DocumentEditPage kind="proforma" />;
