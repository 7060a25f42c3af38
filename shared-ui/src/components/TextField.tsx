import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlAttributes, controlStyles, FieldFrame, useFieldIds } from './Field';

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
    <FieldFrame ids={ids} label={label} required={inputProps.required} hint={hint} error={error} className={className}>
      <Input {...inputProps} {...controlAttributes(ids)} />
    </FieldFrame>
  );
}
