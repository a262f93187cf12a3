import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 of indigo on white is 4.3:1, under the 4.5:1 that WCAG AA asks of text; 8 is 5.7:1.
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
});

const LIGHT_VARIANT_COLORS = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;

/**
 * Text of light variants (status badges, light alerts) darker than Mantine's shade 6, which on its
 * own tinted background stays near 3:1; shade 9 darkened a quarter reaches 6:1 or more for every color.
 */
const lightVariantText = Object.fromEntries(
  LIGHT_VARIANT_COLORS.map((color) => [
    `--mantine-color-${color}-light-color`,
    `color-mix(in srgb, var(--mantine-color-${color}-9) 72%, black)`,
  ]),
);

/** Dimmed text (hints, secondary lines) in gray 7 rather than 6, for the same contrast reason. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', ...lightVariantText },
  dark: {},
});
