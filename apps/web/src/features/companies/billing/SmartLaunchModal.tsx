import type { PlanPrice } from '@app/domain/billing/purchase.schemas';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { offerText } from './offer-text';

const storageKey = (offer: NonNullable<PlanPrice['offer']>) => `billing.smart-launch-shown.${offer.endsOn}`;

function shownBefore(offer: NonNullable<PlanPrice['offer']>): boolean {
  try {
    return window.localStorage.getItem(storageKey(offer)) !== null;
  } catch {
    return false;
  }
}

/**
 * The Smart launch modal (spec 02 §2 Subscriptions page): while a launch offer for Smart runs, the
 * subscriptions page announces it once on this device, with the way to take it.
 */
export function SmartLaunchModal({ smart, onActivate }: { smart: PlanPrice; onActivate: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const offer = smart.offer;
  const [open, setOpen] = useState(() => offer !== null && !shownBefore(offer));
  if (!offer) return null;
  const close = () => {
    try {
      window.localStorage.setItem(storageKey(offer), new Date().toISOString());
    } catch {
      // Storage disabled: the announcement may show again, which is harmless.
    }
    setOpen(false);
  };
  return (
    <Modal
      opened={open}
      onClose={close}
      title={t('billing.launch.title')}
      centered
      data-testid="smart-launch-modal"
    >
      <Stack gap="md">
        <Text>{t('billing.launch.text')}</Text>
        <Text fw={600}>{offerText(t, format, smart)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('billing.launch.later')}
          </Button>
          <Button
            onClick={() => {
              close();
              onActivate();
            }}
            data-testid="smart-launch-activate"
          >
            {t('billing.launch.activate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
