import { AUTO_SEND_MAX_HOURS, type SpvConnection } from '@app/domain/efactura/spv-connection.schemas';
import { Button, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify/notify';
import { autoSendForm, autoSendValue } from '../activation-steps';
import { useSettingsMutation } from '../anaf-spv.queries';
import { useSpvErrorNotice } from '../useSpvErrorNotice';
import { SpvSection } from './SpvSection';

interface AutoSendSectionProps {
  companyId: string;
  connection: SpvConnection;
  canWrite: boolean;
}

/**
 * Whether issued invoices go to RO e-Factura by themselves, and how many hours after publication
 * (time to correct a mistake first; the law's limit is 5 days), or only by hand.
 */
export function AutoSendSection({ companyId, connection, canWrite }: AutoSendSectionProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => autoSendForm(connection.autoSendAfterHours));
  const mutation = useSettingsMutation(companyId);
  const notice = useSpvErrorNotice();
  const value = autoSendValue(form);
  const unchanged = value === connection.autoSendAfterHours;

  const save = () =>
    mutation.mutate(value, {
      onSuccess: () => notifySuccess(t('anaf-spv.auto-send.saved')),
      onError: notice,
    });

  const current =
    connection.autoSendAfterHours === null
      ? t('anaf-spv.auto-send.off')
      : connection.autoSendAfterHours === 0
        ? t('anaf-spv.auto-send.immediate')
        : t('anaf-spv.auto-send.after', { count: connection.autoSendAfterHours });

  return (
    <SpvSection
      id="spv-auto-send-title"
      title={t('anaf-spv.auto-send.title')}
      description={t('anaf-spv.auto-send.description')}
    >
      {canWrite ? (
        <Stack gap="sm">
          <Switch
            label={t('anaf-spv.auto-send.enabled')}
            checked={form.enabled}
            onChange={(event) => {
              const enabled = event.currentTarget.checked;
              setForm((previous) => ({ ...previous, enabled }));
            }}
            data-testid="spv-auto-send-enabled"
          />
          <Group align="flex-end" gap="sm">
            {form.enabled && (
              <NumberInput
                label={t('anaf-spv.auto-send.hours')}
                description={t('anaf-spv.auto-send.hours-hint', { max: AUTO_SEND_MAX_HOURS })}
                min={0}
                max={AUTO_SEND_MAX_HOURS}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                value={form.hours}
                onChange={(next) =>
                  setForm((previous) => ({ ...previous, hours: typeof next === 'number' ? next : 0 }))
                }
                w={200}
                data-testid="spv-auto-send-hours"
              />
            )}
            <Button
              onClick={save}
              disabled={unchanged}
              loading={mutation.isPending}
              data-testid="spv-auto-send-save"
            >
              {t('anaf-spv.auto-send.save')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" data-testid="spv-auto-send-value">
          {current}
        </Text>
      )}
    </SpvSection>
  );
}
