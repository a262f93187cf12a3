import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The recovery codes, shown once: a grid to copy or download, and the warning that goes with them. */
export function RecoveryCodesPanel({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const asText = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([asText], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'coduri-recuperare.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm" data-testid="two-factor-recovery-codes">
      <Alert color="yellow" title={t('account.two-factor.recovery.title')}>
        {t('account.two-factor.recovery.text')}
      </Alert>
      <SimpleGrid cols={2} spacing="xs">
        {codes.map((code) => (
          <Code key={code} fz="md" ta="center" data-testid="two-factor-recovery-code">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={asText}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('account.two-factor.recovery.copied') : t('account.two-factor.recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download}>
          {t('account.two-factor.recovery.download')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('account.two-factor.recovery.once')}
      </Text>
    </Stack>
  );
}
