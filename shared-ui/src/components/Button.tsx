import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** While true the button is disabled and shows a spinner and `busyText` (e.g. 'Sending OTP...'). */
  busy?: boolean;
  busyText?: ReactNode;
  fullWidth?: boolean;
}

const variantStyles = (theme: DefaultTheme): Record<ButtonVariant, ReturnType<typeof css>> => ({
  primary: css`
    background: ${theme.colors.brand};
    color: ${theme.colors.onBrand};
    &:hover:enabled {
      background: ${theme.colors.brandHover};
    }
  `,
  secondary: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.brand};
    border-color: ${theme.colors.brand};
    &:hover:enabled {
      background: ${theme.colors.brandSoft};
    }
  `,
  danger: css`
    background: ${theme.colors.danger};
    color: ${theme.colors.onBrand};
    &:hover:enabled {
      background: ${theme.colors.dangerHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.brand};
    &:hover:enabled {
      background: ${theme.colors.brandSoft};
    }
  `,
});

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  cursor: pointer;
  transition: background-color 120ms ease-in-out;
  ${({ theme, $variant }) => variantStyles(theme)[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

/** A button with the design system's variants. Defaults to type="button"; pass type="submit" in forms. */
export function Button({
  variant = 'primary',
  busy = false,
  busyText,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...buttonProps
}: ButtonProps) {
  return (
    <StyledButton
      {...buttonProps}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      $variant={variant}
      $fullWidth={fullWidth}
    >
      {busy && <Spinner />}
      {busy && busyText !== undefined ? busyText : children}
    </StyledButton>
  );
}
