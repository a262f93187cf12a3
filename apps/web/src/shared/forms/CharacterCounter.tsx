import { Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './forms.module.css';

/** From this share of the limit on, a text field shows how much of it is used. */
export const COUNTER_FROM = 0.8;

/** True when a text of this length is near enough to its limit to show the counter. */
export function nearLimit(length: number, maxLength: number | undefined): maxLength is number {
  return maxLength !== undefined && maxLength > 0 && length >= Math.ceil(maxLength * COUNTER_FROM);
}

/**
 * The right section of a text field with a length limit: "45 / 50" once the text nears the limit,
 * so a text cut at its limit never surprises (the input refuses the rest without a word); the
 * field's own right section otherwise. The width grows with the limit's digits.
 */
export function useCounterSection(
  text: string,
  maxLength: number | undefined,
  own: ReactNode,
): { rightSection?: ReactNode; rightSectionWidth?: number } {
  const { t } = useTranslation();
  if (own !== undefined && own !== null) return { rightSection: own };
  if (!nearLimit(text.length, maxLength)) return {};
  return {
    rightSection: (
      <Text
        component="span"
        size="xs"
        className={classes.counter}
        data-full={text.length >= maxLength || undefined}
        aria-live="polite"
        data-testid="character-counter"
      >
        <span aria-hidden="true">
          {text.length} / {maxLength}
        </span>
        <VisuallyHidden>{t('common.counter', { n: text.length, max: maxLength })}</VisuallyHidden>
      </Text>
    ),
    rightSectionWidth: 24 + String(maxLength).length * 16,
  };
}
