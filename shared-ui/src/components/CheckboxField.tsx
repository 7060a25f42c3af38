import { validationText } from '../i18n/validationText';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, FieldWrapper, RequiredMark, useFieldIds } from './Field';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

// The whole label row is the touch target, at least 44 px tall.
const Row = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  padding-top: ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

const Box = styled.input`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.15rem 0 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: inherit;
`;

const Messages = styled.div`
  padding-left: calc(1.25rem + ${({ theme }) => theme.space.sm});
`;

/** A checkbox with its label beside it (declarations, toggles). */
export function CheckboxField({ label, hint, error, id, className, ...inputProps }: CheckboxFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: inputProps['aria-describedby'] });
  return (
    <FieldWrapper className={className}>
      <Row htmlFor={ids.controlId}>
        <Box
          {...inputProps}
          type="checkbox"
          id={ids.controlId}
          aria-invalid={ids.hasError || undefined}
          aria-describedby={ids.describedByIds}
        />
        <span>
          {label}
          {inputProps.required && <RequiredMark />}
        </span>
      </Row>
      <Messages>
        {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
        {ids.hasError && <FieldError id={ids.errorId}>{validationText(error)}</FieldError>}
      </Messages>
    </FieldWrapper>
  );
}
