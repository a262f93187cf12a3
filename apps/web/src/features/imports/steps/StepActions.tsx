import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Back and forward buttons at the foot of a step. */
export function StepActions({
  onBack,
  onNext,
  nextDisabled,
  nextLabel,
  loading,
}: {
  onBack?: () => void;
  onNext: () => void;
  nextDisabled?: boolean;
  nextLabel?: ReactNode;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md">
      {onBack ? (
        <Button variant="default" onClick={onBack} data-testid="import-back">
          {t('imports.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button onClick={onNext} disabled={nextDisabled} loading={loading} data-testid="import-next">
        {nextLabel ?? t('imports.next')}
      </Button>
    </Group>
  );
}
