import { validationText } from '../i18n/validationText';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { FieldError, RequiredMark } from './Field';
import type { SelectOption } from './SelectField';
import { currentLanguage } from '../i18n/language';

export interface RadioGroupFieldProps {
  label: ReactNode;
  name: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: ReactNode;
  language?: Language;
}

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
  font-weight: 600;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  cursor: pointer;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** A short choice shown all at once (a verdict, yes or no): one radio button per option. */
export function RadioGroupField({
  label,
  name,
  options,
  value,
  onChange,
  required,
  error,
  language = currentLanguage(),
}: RadioGroupFieldProps) {
  const errorId = useId();
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <Legend>
        {label}
        {required && <RequiredMark />}
      </Legend>
      {options.map((option) => (
        <Choice key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            required={required}
            onChange={() => onChange(option.value)}
          />
          {typeof option.label === 'string' ? option.label : translate(option.label, language)}
        </Choice>
      ))}
      {error && <FieldError id={errorId}>{validationText(error)}</FieldError>}
    </Group>
  );
}
