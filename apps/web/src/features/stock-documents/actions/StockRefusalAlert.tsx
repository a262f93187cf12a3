import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShortLine } from './stock-refusal';

export type Refusal = { shortLines: ShortLine[] } | { codes: string[] };

/**
 * Why the server refused an action: the stock refusal (spec 02 §8 Documents, "Documentul nu poate fi
 * emis întrucât cantitățile nu mai sunt disponibile în stoc") naming each line short of stock, or the
 * refusal's other reasons in words.
 */
export function StockRefusalAlert({
  refusal,
  codeText,
}: {
  refusal: Refusal;
  codeText: (code: string) => string;
}) {
  const { t } = useTranslation();
  if ('codes' in refusal)
    return (
      <Alert color="red" role="alert" data-testid="action-refused">
        {refusal.codes.map(codeText).join(' ')}
      </Alert>
    );
  return (
    <Alert
      color="red"
      role="alert"
      title={t('stock-documents.rules.stock-unavailable')}
      data-testid="stock-refusal"
    >
      <Text size="sm">{t('stock-documents.refusal.short-lines', { count: refusal.shortLines.length })}</Text>
      <List size="sm" data-testid="stock-refusal-lines">
        {refusal.shortLines.map((line) => (
          <List.Item key={line.number} data-testid="stock-refusal-line">
            {t('stock-documents.refusal.line', { n: line.number, name: line.name })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
