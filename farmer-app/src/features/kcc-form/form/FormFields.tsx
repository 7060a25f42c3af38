import type { ComponentPropsWithoutRef } from 'react';
import type { Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import type { Suggestion } from '@kisan-credit/shared-api/contract/suggestions';
import { CheckboxField } from '@kisan-credit/shared-ui/components/CheckboxField';
import { SelectField, type SelectOption } from '@kisan-credit/shared-ui/components/SelectField';
import { TextField } from '@kisan-credit/shared-ui/components/TextField';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { SuggestionChips } from '../suggestions/SuggestionChips';
import { useKccForm } from './KccFormContext';
import { fieldId, getIn, type FieldPath } from './paths';

interface BoundProps {
  /** Where the value lives in the application: 'bankAccount.ifscCode'. */
  path: FieldPath;
  label: Message;
  hint?: string;
}

type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange' | 'id' | 'type'>;

function valueText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** A text field of the application; suggestions from the documents show under it. */
export function FormText({
  path,
  label,
  hint,
  upperCase,
  suggestions = [],
  ...inputProps
}: BoundProps & InputProps & { upperCase?: boolean; type?: 'text' | 'tel'; suggestions?: readonly Suggestion[] }) {
  const { form, setValue, errorFor } = useKccForm();
  const set = (value: string) => setValue(path, upperCase ? value.toUpperCase() : value);
  // One element: in a grid the chips stay in the field's own cell, under it.
  return (
    <div>
      <TextField
        {...inputProps}
        id={fieldId(path)}
        label={text(label)}
        hint={hint}
        error={errorFor(path)}
        value={valueText(getIn(form, path))}
        onChange={(event) => set(event.target.value)}
      />
      <SuggestionChips suggestions={suggestions} onUse={set} />
    </div>
  );
}

/**
 * A number field: kept as typed ('' while blank) and turned into a number by the contract's schemas, which
 * also say when it is not one.
 */
export function FormNumber({
  path,
  label,
  hint,
  suggestions = [],
  ...inputProps
}: BoundProps & InputProps & { suggestions?: readonly Suggestion[] }) {
  const { form, setValue, errorFor } = useKccForm();
  return (
    <div>
      <TextField
        inputMode="decimal"
        {...inputProps}
        type="number"
        id={fieldId(path)}
        label={text(label)}
        hint={hint}
        error={errorFor(path)}
        value={valueText(getIn(form, path))}
        onChange={(event) => setValue(path, event.target.value)}
      />
      <SuggestionChips suggestions={suggestions} onUse={(value) => setValue(path, value)} />
    </div>
  );
}

export function FormSelect({
  path,
  label,
  hint,
  options,
  onChosen,
  withoutPlaceholder,
  ...selectProps
}: BoundProps &
  Omit<ComponentPropsWithoutRef<'select'>, 'value' | 'onChange' | 'id'> & {
    options: readonly SelectOption[];
    /** For lists that always have a value (units, seasons, crop condition): no 'Choose...' line. */
    withoutPlaceholder?: boolean;
    /** After the value is set, e.g. a season change that clears a crop of another season. */
    onChosen?: (value: string) => void;
  }) {
  const language = useLanguage();
  const { form, setValue, errorFor } = useKccForm();
  return (
    <SelectField
      {...selectProps}
      id={fieldId(path)}
      label={text(label)}
      hint={hint}
      error={errorFor(path)}
      options={options}
      language={language}
      placeholder={withoutPlaceholder ? undefined : text(WIZARD_MESSAGES.choose)}
      value={valueText(getIn(form, path))}
      onChange={(event) => {
        setValue(path, event.target.value);
        onChosen?.(event.target.value);
      }}
    />
  );
}

export function FormCheckbox({ path, label, hint, required }: BoundProps & { required?: boolean }) {
  const { form, setValue, errorFor } = useKccForm();
  return (
    <CheckboxField
      id={fieldId(path)}
      label={text(label)}
      hint={hint}
      required={required}
      error={errorFor(path)}
      checked={getIn(form, path) === true}
      onChange={(event) => setValue(path, event.target.checked)}
    />
  );
}
