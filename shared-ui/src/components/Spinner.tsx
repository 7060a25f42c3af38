import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export interface SpinnerProps {
  /** CSS length; defaults to the current font size. */
  size?: string;
  /** Announced to screen readers; without it the spinner is decorative. */
  label?: string;
}

/** A ring in the current text colour. */
export function Spinner({ size = '1em', label }: SpinnerProps) {
  const ring = <Ring $size={size} aria-hidden="true" data-testid="spinner" />;
  if (!label) return ring;
  return (
    <span role="status">
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
