import { extendSubscriptionInputSchema } from '@app/domain/billing/admin.schemas';
import { Button, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFormat } from '../../../shared/format/useFormat';
import { TextareaField } from '../../../shared/forms/FormFields';
import { NumberField } from '../../../shared/forms/NumberField';
import { ServerForm } from '../../../shared/forms/ServerForm';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { notifySuccess } from '../../../shared/notify/notify';
import { planParts } from '../plan-text';
import type { AdminSubscription } from '../platform-admin.api';
import { useExtendSubscription } from '../platform-admin.queries';

type Values = { months: string; reason: string };
type Payload = z.output<typeof extendSubscriptionInputSchema>;

// The number field keeps its value as typed text; the domain schema, the server's, judges the number.
const resolver = schemaResolver<Values, Payload>(
  z
    .object({ months: z.string(), reason: z.string() })
    .transform(({ months, reason }) => ({
      months: months.trim() === '' ? undefined : Number(months),
      reason,
    }))
    .pipe(extendSubscriptionInputSchema),
);

/** Extends a subscription by whole months (1 to 24) with a reason, which the audit trail keeps. */
export function ExtendSubscriptionModal({
  subscription,
  onClose,
}: {
  subscription: AdminSubscription;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const extend = useExtendSubscription(subscription.id);
  const { plan, period } = planParts(subscription.planCode, t);
  return (
    <Modal opened onClose={onClose} title={t('platform-admin.extend.title')} centered>
      <ServerForm<Values, Payload>
        testId="extend"
        gap="md"
        submitLabel={t('platform-admin.extend.submit')}
        actions={
          <Button variant="default" onClick={onClose}>
            {t('platform-admin.cancel')}
          </Button>
        }
        defaultValues={{ months: '1', reason: '' }}
        resolver={resolver}
        onSubmit={async (payload) => {
          const { expiresAt } = await extend.mutateAsync(payload);
          notifySuccess(t('platform-admin.extend.done', { date: format.date(expiresAt) }));
          onClose();
        }}
      >
        <Text size="sm">
          {t('platform-admin.extend.subject', {
            company: subscription.companyName,
            plan: [plan, period].filter(Boolean).join(' · '),
            date: format.date(subscription.expiresAt),
          })}
        </Text>
        <NumberField
          name="months"
          label={t('platform-admin.extend.months')}
          description={t('platform-admin.extend.months-hint')}
          required
          data-testid="extend-months"
        />
        <TextareaField
          name="reason"
          label={t('platform-admin.extend.reason')}
          description={t('platform-admin.extend.reason-hint')}
          required
          maxLength={500}
        />
      </ServerForm>
    </Modal>
  );
}
