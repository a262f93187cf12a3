import { Affix, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { consent } from './consent';

const subscribe = (listener: () => void) => consent.subscribe(listener);

/** Asks once which cookies the visitor accepts; the answer is remembered for a year. */
export function ConsentBanner() {
  const { t } = useTranslation();
  const choice = useSyncExternalStore(subscribe, consent.get);
  const [statistics, setStatistics] = useState(false);
  const { ref, height } = useElementSize();
  // The page gets room below its content for the banner, so the banner never hides the end of a form.
  useEffect(() => {
    if (choice || height === 0) return;
    document.body.style.paddingBottom = `${height + 64}px`;
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [choice, height]);
  if (choice) return null;
  const decide = (allowStatistics: boolean) => consent.set({ necessary: true, statistics: allowStatistics });
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={300}>
      <Paper
        ref={ref}
        withBorder
        shadow="lg"
        p="md"
        maw={640}
        mx="auto"
        component="section"
        aria-labelledby="consent-title"
        data-testid="consent-banner"
      >
        <Stack gap="sm">
          <Title order={2} size="h5" id="consent-title">
            {t('shell.consent.title')}
          </Title>
          <Text size="sm">{t('shell.consent.text')}</Text>
          <Group gap="lg">
            <Checkbox
              label={t('shell.consent.necessary')}
              description={t('shell.consent.necessary-hint')}
              checked
              disabled
              readOnly
            />
            <Checkbox
              label={t('shell.consent.statistics')}
              checked={statistics}
              onChange={(event) => setStatistics(event.currentTarget.checked)}
              data-testid="consent-statistics"
            />
          </Group>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => decide(false)} data-testid="consent-necessary-only">
              {t('shell.consent.necessary-only')}
            </Button>
            <Button variant="default" onClick={() => decide(statistics)} data-testid="consent-save">
              {t('shell.consent.save')}
            </Button>
            <Button onClick={() => decide(true)} data-testid="consent-accept-all">
              {t('shell.consent.accept-all')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Affix>
  );
}
