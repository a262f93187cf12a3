import type { EtransportDetail } from '@app/domain/etransport/etransport-api.schemas';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { InfoSection } from './InfoGrid';

/** The item's history (spec 03 §3 Activity log steps), oldest first, with ANAF's details. */
export function ActivityLog({ activity }: { activity: EtransportDetail['activity'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <InfoSection title={t('etransport.view.activity')}>
      {activity.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('etransport.view.activity-empty')}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} data-testid="view-activity">
          {activity.map((entry, index) => (
            <Timeline.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: a stored history never reorders; two steps may share a time.
              key={`${entry.step}-${entry.at}-${index}`}
              color={entry.step === 'rejected' ? 'red' : entry.step === 'accepted' ? 'green' : undefined}
              title={t(`etransport.view.steps.${entry.step}`)}
              data-testid={`activity-${entry.step}`}
            >
              <Text size="xs" c="dimmed">
                {[
                  format.dateTime(entry.at),
                  entry.userName ? t('etransport.view.by', { name: entry.userName }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {entry.detail && <Text size="sm">{entry.detail}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </InfoSection>
  );
}
