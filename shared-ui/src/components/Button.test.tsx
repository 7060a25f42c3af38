import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button that reports clicks', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Get Started Now</Button>);
    const button = screen.getByRole('button', { name: 'Get Started Now' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows the busy text, is disabled and ignores clicks while busy', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button busy busyText="Sending OTP..." onClick={onClick}>
        Get Started Now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending OTP...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Get Started Now')).not.toBeInTheDocument();
    expect(screen.getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its label when busy without a busy text', () => {
    renderWithTheme(<Button busy>Save Draft</Button>);
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
  });

  it('comes back to its label and is enabled again when no longer busy', () => {
    const { rerender } = renderWithTheme(
      <Button busy busyText="Verifying...">
        Verify OTP
      </Button>,
    );
    rerender(<Button busyText="Verifying...">Verify OTP</Button>);
    const button = screen.getByRole('button', { name: 'Verify OTP' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
  });

  it('passes button attributes and the ref through', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(
      <Button ref={ref} type="submit" form="login" aria-describedby="hint" disabled>
        Send OTP
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send OTP' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('form', 'login');
    expect(button).toHaveAttribute('aria-describedby', 'hint');
    expect(button).toBeDisabled();
  });

  it('submits its form when type is submit', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit">Continue</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('has a 44 px touch target and can span the full width', () => {
    renderWithTheme(<Button fullWidth>Wide</Button>);
    const style = getComputedStyle(screen.getByRole('button', { name: 'Wide' }));
    expect(style.minHeight).toBe('44px');
    expect(style.minWidth).toBe('44px');
    expect(style.width).toBe('100%');
  });

  it.each([
    ['primary', 'rgb(27, 110, 60)'],
    ['danger', 'rgb(179, 38, 30)'],
  ] as const)('paints the %s variant', (variant, background) => {
    renderWithTheme(<Button variant={variant}>Go</Button>);
    expect(getComputedStyle(screen.getByRole('button')).backgroundColor).toBe(background);
  });
});
