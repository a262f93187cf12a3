import { type ClientDocument, REFERENCE_FIELDS } from '@app/domain/invoicing/client-document.schemas';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';

/** The document's dates, terms, currency and references, only those it has. */
export function DocumentDetails({ doc }: { doc: ClientDocument }) {
  const { t } = useTranslation();
  const format = useFormat();
  const field = (name: string) => t(`client-invoices.fields.${name}`);
  const period = (start: string | null, end: string | null) =>
    start || end ? `${format.date(start) || '…'} – ${format.date(end) || '…'}` : null;
  // The document discount's kind with its percent or amount, as the printed discount rows name it.
  const discountText = () => {
    if (!doc.discountType || doc.discountValue === null) return null;
    const value =
      doc.discountType === 'fixed'
        ? format.money(doc.discountValue, doc.currency)
        : `${format.number(doc.discountValue, { trimZeros: true })}%`;
    return `${t(`client-invoices.discount-types.${doc.discountType}`)} ${value}`;
  };
  const entries: [string, string | null][] = [
    [field('issueDate'), format.date(doc.issueDate)],
    [
      field('dueDate'),
      doc.dueDate ? format.date(doc.dueDate) : t(`client-invoices.due-date-types.${doc.dueDateType}`),
    ],
    [field('currency'), doc.currency],
    [
      field('currencyRate'),
      doc.currency !== 'RON' && doc.currencyRate
        ? format.number(doc.currencyRate, { decimals: 6, trimZeros: true })
        : null,
    ],
    [field('pricesIncludeVat'), doc.pricesIncludeVat ? t('client-invoices.view.yes') : null],
    [field('language'), t(`client-invoices.languages.${doc.language}`)],
    [field('template'), t(`client-invoices.templates.${doc.template}`)],
    [field('deliveryDate'), doc.deliveryDate ? format.date(doc.deliveryDate) : null],
    [t('client-invoices.sections.billing-period'), period(doc.billingPeriodStart, doc.billingPeriodEnd)],
    [
      field('taxPointType'),
      doc.taxPointType !== 'issue-date'
        ? `${t(`client-invoices.tax-point-types.${doc.taxPointType}`)} ${format.date(doc.taxPointDate)}`
        : null,
    ],
    [
      field('beneficiaryName'),
      doc.beneficiaryName ? `${doc.beneficiaryName} (${doc.beneficiaryBusinessId ?? ''})` : null,
    ],
    [
      field('previousInvoiceNumber'),
      doc.previousInvoiceNumber
        ? [doc.previousInvoiceNumber, format.date(doc.previousInvoiceDate)].filter(Boolean).join(' / ')
        : null,
    ],
    ...REFERENCE_FIELDS.map((name): [string, string | null] => [field(name), doc[name]]),
    [field('paymentIdentifier'), doc.paymentIdentifier],
    [t('client-invoices.discount.title'), discountText()],
  ];
  const shown = entries.filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <Paper withBorder p="md" data-testid="document-details">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {shown.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm">{value}</Text>
            </div>
          ))}
        </SimpleGrid>
        {doc.paymentTerms && <Notes label={field('paymentTerms')} text={doc.paymentTerms} />}
        {doc.notes && <Notes label={field('notes')} text={doc.notes} />}
        {doc.footerNotes && <Notes label={field('footerNotes')} text={doc.footerNotes} />}
      </Stack>
    </Paper>
  );
}

function Notes({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </div>
  );
}
