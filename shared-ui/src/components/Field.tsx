// The parts every form field shares: label, hint, error, and the ids that tie them to the control.
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { validationText } from '../i18n/validationText';

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Border, size and focus look of text inputs and selects; `$invalid` draws the error border. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.inputBorder)};
  border-width: ${({ $invalid }) => ($invalid ? '2px' : '1px')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &:disabled {
    background: ${({ theme }) => theme.colors.staffBackground};
    cursor: not-allowed;
  }
`;

/** A visual mark for required fields; the control's `required` attribute tells assistive technology. */
export function RequiredMark() {
  return <span aria-hidden="true"> *</span>;
}

export interface FieldMessages {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Any aria-describedby the caller passed; kept in front of the hint and error ids. */
  describedBy?: string;
}

/** The control's id (the caller's or a generated one) and the ids of its hint and error. */
export function useFieldIds({ id, hint, error, describedBy }: FieldMessages) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = Boolean(error);
  const describedByIds = [describedBy, hint ? hintId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return { controlId, hintId, errorId, hasError, describedByIds: describedByIds || undefined };
}

type FieldIds = ReturnType<typeof useFieldIds>;

/** The attributes that tie a control to its label, hint and error. */
export function controlAttributes(ids: FieldIds) {
  return {
    id: ids.controlId,
    'aria-invalid': ids.hasError || undefined,
    'aria-describedby': ids.describedByIds,
    $invalid: ids.hasError,
  };
}

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error, laid out once for every labelled field. */
export function FieldFrame({ ids, label, required, hint, error, className, children }: FieldFrameProps) {
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={ids.controlId}>
        {label}
        {required && <RequiredMark />}
      </FieldLabel>
      {children}
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {ids.hasError && <FieldError id={ids.errorId}>{validationText(error)}</FieldError>}
    </FieldWrapper>
  );
}
