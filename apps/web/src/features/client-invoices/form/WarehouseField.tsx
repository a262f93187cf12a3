import { hasSmartPlan } from '@app/domain/billing/plans';
import type { ClientDocument } from '@app/domain/invoicing/client-document.schemas';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/forms/FormFields';
import { WithFindings } from '../../../shared/invoicing/EInvoiceFindings';
import { useSubscriptionsQuery } from '../../../shared/session/session.queries';
import { useWarehouseChoices } from '../client-documents.queries';
import type { DocumentFormValues } from './document-form-values';

interface WarehouseFieldProps {
  companyId: string;
  /** The despatch advice the invoice was made from: its stock already left, the invoice moves none. */
  despatchAdvice: ClientDocument['despatchAdvice'];
}

/**
 * The warehouse an invoice unloads its stock products from when issued (issue 14, Smart plan). Shown
 * with the Smart plan, or while the draft still names a warehouse (so one chosen before the plan
 * ended can be cleared: the server refuses it then).
 */
export function WarehouseField({ companyId, despatchAdvice }: WarehouseFieldProps) {
  const { t } = useTranslation();
  const form = useFormContext<DocumentFormValues>();
  const chosen = useWatch({ control: form.control, name: 'warehouseId' });
  const subscriptions = useSubscriptionsQuery();
  const smart = hasSmartPlan(subscriptions.data ?? [], companyId);
  const warehouses = useWarehouseChoices(companyId, smart);
  if (!smart && !chosen) return null;
  const options = (warehouses.data ?? []).map((warehouse) => ({
    value: warehouse.id,
    label: warehouse.name,
  }));
  // A warehouse no longer listed (the plan ended) still shows as chosen rather than as an id.
  if (chosen && !options.some((option) => option.value === chosen))
    options.push({ value: chosen, label: t('client-invoices.form.warehouse-unavailable') });
  return (
    <WithFindings field="warehouseId">
      <SelectField
        name="warehouseId"
        label={t('client-invoices.fields.warehouseId')}
        clearable
        data={options}
        placeholder={t('client-invoices.choosers.no-warehouse')}
        description={t(
          despatchAdvice
            ? 'client-invoices.form.warehouse-despatched'
            : 'client-invoices.form.warehouse-hint',
        )}
        data-testid="document-warehouse"
      />
    </WithFindings>
  );
}
