import type { ClientDocument } from '@app/domain/invoicing/client-document.schemas';
import {
  ActionIcon,
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Menu,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import { DocumentLinesTable } from '../../../shared/invoicing/DocumentLinesTable';
import { InvoicePaidLine } from '../../../shared/invoicing/InvoicePaidLine';
import { InvoiceViewHeading } from '../../../shared/invoicing/InvoiceViewHeading';
import type { InvoiceAccess } from '../../../shared/invoicing/invoice-access';
import { ronTotalsOf } from '../../../shared/invoicing/ron-totals';
import { TotalsBlock } from '../../../shared/invoicing/TotalsBlock';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { DotsIcon } from '../../../shared/list/list-icons';
import { ClientInvoiceEfacturaPanel } from '../../efactura/components/ClientInvoiceEfacturaPanel';
import { availableActions, targetOfDocument } from '../actions/action-target';
import { useDocumentActions } from '../actions/useDocumentActions';
import { useDocumentQuery } from '../client-documents.queries';
import { InvoiceWarehouse } from '../components/InvoiceWarehouse';
import { DocumentStatusBadge } from '../components/StatusBadges';
import { type DocumentKind, documentPaths, KINDS, kindText } from '../document-kind';
import { DocumentWarnings } from '../form/DocumentWarnings';
import { useDocumentsCompany } from '../useDocumentsCompany';
import { DocumentDetails } from './DocumentDetails';
import { DocumentParties } from './DocumentParties';
import { DraftEInvoiceFindings } from './DraftEInvoiceFindings';

/**
 * /clients/invoices/view/:invoiceId and /clients/proformas/view/:proformaId: the document as issued
 * (parties, lines, totals, VAT breakdown, RON totals), its state, its links to the refunded or
 * refunding invoice, and its actions.
 */
export function DocumentViewPage({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams()[KINDS[kind].param] ?? '';
  const { companyId, ...access } = useDocumentsCompany();
  const doc = useDocumentQuery(companyId, kind, id);
  const actions = useDocumentActions({
    companyId,
    access,
    onDeleted: () => navigate(documentPaths.list(kind)),
  });
  const listPath = documentPaths.list(kind);
  const text = (key: string) => t(kindText(kind, key));

  let content: ReactNode;
  if (doc.isPending) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (doc.isError) {
    content = <LoadErrorAlert error={doc.error} backTo={listPath} backLabel={text('list-title')} />;
  } else {
    content = <DocumentView doc={doc.data} actions={actions} access={access} companyId={companyId} />;
  }

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={listPath} size="sm">
          ← {text('list-title')}
        </Anchor>
        {content}
      </Stack>
      {actions.modals}
    </Container>
  );
}

function DocumentView({
  doc,
  actions,
  access,
  companyId,
}: {
  doc: ClientDocument;
  actions: ReturnType<typeof useDocumentActions>;
  access: InvoiceAccess;
  companyId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const target = targetOfDocument(doc);
  const can = availableActions(target, access);
  const kind = doc.kind;
  const title = doc.seriesNumber
    ? t(kindText(kind, 'title-numbered'), { number: doc.seriesNumber })
    : t(kindText(kind, 'title-draft'));
  // A linked client document by its kind, or the despatch advice an invoice was made from.
  const link = (key: string, linked: ClientDocument['refunds'], linkedKind: DocumentKind | 'despatch') =>
    linked && (
      <Text size="sm" data-testid={`link-${key}`}>
        {t(`client-invoices.view.links.${key}`)}{' '}
        <Anchor
          component={Link}
          to={
            linkedKind === 'despatch'
              ? documentPaths.despatchAdvice(linked.id)
              : documentPaths.view(linkedKind, linked.id)
          }
        >
          {linked.seriesNumber ?? t('client-invoices.status.draft')}
        </Anchor>{' '}
        ({format.date(linked.issueDate)})
      </Text>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <InvoiceViewHeading
          title={title}
          statusBadge={<DocumentStatusBadge status={doc.status} />}
          paymentState={doc.paymentState}
          partnerName={doc.partnerName}
        />
        <Group gap="xs">
          {can.publish && (
            <Button onClick={() => actions.open('publish', target)} data-testid="view-publish">
              {t('client-invoices.actions.publish')}
            </Button>
          )}
          {can.edit && (
            <Button
              variant="default"
              component={Link}
              to={documentPaths.edit(kind, doc.id)}
              data-testid="view-edit"
            >
              {t('client-invoices.actions.edit')}
            </Button>
          )}
          {can.makeInvoice && (
            <Button component={Link} to={documentPaths.fromProforma(doc.id)} data-testid="view-make-invoice">
              {t('client-invoices.actions.make-invoice')}
            </Button>
          )}
          <Button variant="default" onClick={() => actions.print(target)} data-testid="view-print">
            {t('client-invoices.actions.print')}
          </Button>
          <Button variant="default" onClick={() => void actions.download(target)} data-testid="view-download">
            {t('client-invoices.actions.download')}
          </Button>
          {can.xml && (
            <Button
              variant="default"
              onClick={() => void actions.downloadXml(target)}
              data-testid="view-download-xml"
            >
              {t('client-invoices.actions.download-xml')}
            </Button>
          )}
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('client-invoices.view.more-actions')}
                data-testid="view-more"
              >
                <DotsIcon />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>{actions.menuItems(target, { withView: false })}</Menu.Dropdown>
          </Menu>
        </Group>
      </Group>

      {doc.status === 'draft' && <DocumentWarnings warnings={doc.warnings} />}
      {kind === 'invoice' && doc.status === 'draft' && (
        <DraftEInvoiceFindings findings={doc.einvoiceFindings ?? []} />
      )}
      {link('refunds', doc.refunds, 'invoice')}
      {link('refunded-by', doc.refundedBy, 'invoice')}
      {link('proforma', doc.proforma, 'proforma')}
      {link('invoice', doc.invoice, 'invoice')}
      {link('despatch-advice', doc.despatchAdvice ?? null, 'despatch')}
      {kind === 'invoice' && <InvoiceWarehouse companyId={companyId} doc={doc} />}
      {kind === 'invoice' && doc.status !== 'draft' && (
        <ClientInvoiceEfacturaPanel companyId={companyId} canWrite={access.canWrite} invoice={doc} />
      )}

      <DocumentParties seller={doc.seller} buyer={doc.buyer} />
      <DocumentDetails doc={doc} />
      <Paper withBorder p="md">
        <Stack gap="md">
          <DocumentLinesTable lines={doc.lines} currency={doc.currency} companyId={companyId} />
          <TotalsBlock totals={doc.totals} currency={doc.currency} ron={ronTotalsOf(doc)} />
          {kind === 'invoice' && doc.status === 'published' && (
            <InvoicePaidLine
              texts="client-invoices"
              paidTotal={doc.paidTotal}
              remaining={doc.remaining}
              currency={doc.currency}
              onOpenPayments={can.payments ? () => actions.open('payments', target) : undefined}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

export const InvoiceViewPage = () => <DocumentViewPage kind="invoice" />;
export const ProformaViewPage = () => <DocumentViewPage kind="proforma" />;
