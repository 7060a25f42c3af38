import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlAttributes, controlStyles, FieldFrame, useFieldIds } from './Field';

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
    <FieldFrame
      ids={ids}
      label={label}
      required={textAreaProps.required}
      hint={hint}
      error={error}
      className={className}
    >
      <TextArea {...textAreaProps} {...controlAttributes(ids)} />
    </FieldFrame>
  );
}
