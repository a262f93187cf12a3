import { Button, Group, Select, type SelectProps } from '@mantine/core';

interface FilterSelectProps extends Omit<SelectProps, 'value' | 'onChange'> {
  /** The filter's text, '' when not set (as filterText reads it). */
  value: string;
  onChange: (next: string) => void;
  'data-testid'?: string;
}

/** One choice of a filters dialog (a status, a currency…): clearable, '' when cleared. */
export function FilterSelect({ value, onChange, ...props }: FilterSelectProps) {
  return (
    <Select
      {...props}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The cancel and apply buttons closing a filters dialog. */
export function FiltersDialogButtons({
  cancelLabel,
  applyLabel,
  onCancel,
  onApply,
  applyTestId,
}: {
  cancelLabel: string;
  applyLabel: string;
  onCancel: () => void;
  onApply: () => void;
  applyTestId: string;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button onClick={onApply} data-testid={applyTestId}>
        {applyLabel}
      </Button>
    </Group>
  );
}
