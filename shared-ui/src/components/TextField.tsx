import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldError, FieldHint, FieldLabel, FieldWrapper, RequiredMark, useFieldIds } from './Field';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field and announced with it; the field is marked invalid while set. */
  error?: ReactNode;
}

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

/** A labelled input; every input attribute (type, value, onChange, maxLength, ref...) passes through. */
export function TextField({ label, hint, error, id, className, ...inputProps }: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: inputProps['aria-describedby'] });
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={ids.controlId}>
        {label}
        {inputProps.required && <RequiredMark />}
      </FieldLabel>
      <Input
        {...inputProps}
        id={ids.controlId}
        aria-invalid={ids.hasError || undefined}
        aria-describedby={ids.describedByIds}
        $invalid={ids.hasError}
      />
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {ids.hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}
