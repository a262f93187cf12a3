import { Input, SegmentedControl } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { codesOfFieldError } from '../../../shared/forms/field-errors';
import { useRuleCodeText } from '../../../shared/forms/useFieldErrorText';
import type { PartnerFormValues } from './partner-form-values';

interface ChoiceFieldProps {
  name: 'type' | 'role';
  label: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
  description?: string;
}

/**
 * A chooser bound to the form (the partner's type or role). Its errors may be this feature's own
 * codes (partners.rules.<code>, e.g. a role locked by client draft invoices) or shared rule codes.
 */
export function ChoiceField({ name, label, options, disabled, description }: ChoiceFieldProps) {
  const { t, i18n } = useTranslation();
  const ruleText = useRuleCodeText();
  const { field, fieldState } = useController<PartnerFormValues, typeof name>({ name });
  const codes = codesOfFieldError(fieldState.error);
  const error = codes
    .map((code) => (i18n.exists(`partners.rules.${code}`) ? t(`partners.rules.${code}`) : ruleText(code)))
    .join(' ');
  return (
    <Input.Wrapper label={label} labelElement="div" description={description} error={error || undefined}>
      <div>
        <SegmentedControl
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          data={options}
          disabled={disabled}
          fullWidth
          role="radiogroup"
          aria-label={label}
          data-testid={`partner-${name}`}
        />
      </div>
    </Input.Wrapper>
  );
}
