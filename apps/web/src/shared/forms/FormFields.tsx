import {
  type ComboboxItem,
  type ComboboxParsedItem,
  type OptionsFilter,
  Select,
  type SelectProps,
  Switch,
  Textarea,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { type FieldError, type FieldValues, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { optionMatches } from '../address/country-options';
import { useCounterSection } from './CharacterCounter';
import { codesOfFieldError } from './field-errors';
import type { RuleMessageOptions } from './rule-messages';
import { useFieldErrorText } from './useFieldErrorText';

// Fields bound by name to the surrounding <FormProvider>. Names may be nested ("address.city"): the
// error shown under each input is that path's error, whether it came from zod or from a 422 answer.

interface BaseProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  disabled?: boolean;
}

/**
 * The feature whose texts word the rule codes the shared texts do not know (<feature>.rules.<code>,
 * e.g. the registry's "exists"); a form sets it around its fields, companies is the default.
 */
export const RuleTextsContext = createContext('companies');

/** The field's error text: the feature's own wording of a code first, the shared texts for the rest. */
export function useFormFieldErrorText(
  options: RuleMessageOptions = {},
): (error: FieldError | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  const sharedText = useFieldErrorText(options);
  const feature = useContext(RuleTextsContext);
  // A code with a parameter ("decimal:0-6") is looked up by its name and given the parameter as n.
  const keyOf = (code: string) => `${feature}.rules.${code.split(':')[0]}`;
  const own = (code: string) => i18n.exists(keyOf(code));
  return (error) => {
    const codes = codesOfFieldError(error);
    if (!codes.some(own)) return sharedText(error);
    return codes
      .map((code) =>
        own(code)
          ? t(keyOf(code), { n: code.split(':')[1] ?? '' })
          : sharedText({ type: 'server', message: code }),
      )
      .join(' ');
  };
}

export function useField(name: string, options: RuleMessageOptions = {}) {
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFormFieldErrorText(options);
  return { field, error: errorText(fieldState.error) };
}

type TextFieldProps = BaseProps &
  Pick<
    TextInputProps,
    'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength' | 'rightSection' | 'inputContainer'
  > & {
    'data-testid'?: string;
  };

export function TextField({ name, ...props }: TextFieldProps) {
  const { field, error } = useField(name);
  const value = (field.value as string | null | undefined) ?? '';
  const counter = useCounterSection(value, props.maxLength, props.rightSection);
  return (
    <TextInput
      {...props}
      {...counter}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function TextareaField({ name, ...props }: BaseProps & { maxLength?: number }) {
  const { field, error } = useField(name);
  const value = (field.value as string | null | undefined) ?? '';
  const counter = useCounterSection(value, props.maxLength, undefined);
  return (
    <Textarea
      {...props}
      {...counter}
      styles={{ section: { alignItems: 'flex-end', paddingBottom: 8 } }}
      autosize
      minRows={2}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function SwitchField({ name, ...props }: BaseProps) {
  const { field, error } = useField(name);
  return (
    <Switch
      {...props}
      ref={field.ref}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** Option search that ignores case and diacritics (spec 01 §5). */
export const foldedFilter: OptionsFilter = ({ options, search }) =>
  options.filter(
    (option: ComboboxParsedItem): option is ComboboxItem =>
      'value' in option && optionMatches(option.label, search),
  );

type SelectFieldProps = BaseProps &
  Pick<SelectProps, 'data' | 'searchable' | 'clearable' | 'placeholder' | 'nothingFoundMessage'> & {
    /** Converts between the form's value and the select's string (e.g. a sector number). */
    toOption?: (value: unknown) => string | null;
    fromOption?: (value: string | null) => unknown;
    /** Runs after the value changed (e.g. the country clears the county). */
    onValueChange?: (value: unknown) => void;
    'data-testid'?: string;
  };

export function SelectField({ name, toOption, fromOption, onValueChange, ...props }: SelectFieldProps) {
  const { field, error } = useField(name);
  const value = toOption ? toOption(field.value) : ((field.value as string | null | undefined) ?? null);
  return (
    <Select
      {...props}
      filter={props.searchable ? foldedFilter : undefined}
      allowDeselect={Boolean(props.clearable)}
      comboboxProps={{ withinPortal: true }}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(next) => {
        const converted = fromOption ? fromOption(next) : next;
        field.onChange(converted);
        onValueChange?.(converted);
      }}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
