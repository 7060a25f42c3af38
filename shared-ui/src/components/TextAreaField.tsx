import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldError, FieldHint, FieldLabel, FieldWrapper, RequiredMark, useFieldIds } from './Field';

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 6rem;
  font-family: inherit;
  line-height: ${({ theme }) => theme.lineHeights.body};
  resize: vertical;
`;

/** A labelled multi-line text (remarks, comments, landmarks). */
export function TextAreaField({ label, hint, error, id, className, ...textAreaProps }: TextAreaFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: textAreaProps['aria-describedby'] });
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={ids.controlId}>
        {label}
        {textAreaProps.required && <RequiredMark />}
      </FieldLabel>
      <TextArea
        {...textAreaProps}
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
