import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { translate, type Language, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { controlAttributes, controlStyles, FieldFrame, useFieldIds } from './Field';
import { currentLanguage } from '../i18n/language';

/** A plain option, or one of the contract's option lists (shared-api/contract/options), whose labels are Messages. */
export interface SelectOption {
  readonly value: string;
  readonly label: string | Message;
  readonly disabled?: boolean;
}

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first option with the empty value, e.g. 'Select caste category'. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Which text of Message labels to show. */
  language?: Language;
}

const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;

/** A labelled native select (the phone's own picker on mobile). */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  language = currentLanguage(),
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: selectProps['aria-describedby'] });
  return (
    <FieldFrame ids={ids} label={label} required={selectProps.required} hint={hint} error={error} className={className}>
      <Select {...selectProps} {...controlAttributes(ids)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {typeof option.label === 'string' ? option.label : translate(option.label, language)}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
