import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('announces its value as a percentage, or the text given', () => {
    renderWithTheme(<ProgressBar value={3 / 8} label="Application progress" valueText="3 of 8" />);
    const bar = screen.getByRole('progressbar', { name: 'Application progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '38');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 8');
  });

  it('keeps values between 0 and 100', () => {
    renderWithTheme(
      <>
        <ProgressBar value={1.7} label="over" />
        <ProgressBar value={-1} label="under" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'over' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'under' })).toHaveAttribute('aria-valuenow', '0');
  });
});
