import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { FullScreenOverlay } from './FullScreenOverlay';

describe('FullScreenOverlay', () => {
  it('announces its message as a polite status', () => {
    renderWithTheme(<FullScreenOverlay message="Redirecting..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Redirecting...');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // aria-busy on a live region would make screen readers hold the announcement back.
    expect(status).not.toHaveAttribute('aria-busy');
  });

  it('shows the detail line under the message', () => {
    renderWithTheme(
      <FullScreenOverlay
        message="Processing Documents"
        detail="Please wait while we extract data from your uploaded documents..."
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Processing DocumentsPlease wait while we extract data from your uploaded documents...',
    );
  });

  it('covers the whole screen with a decorative spinner', () => {
    renderWithTheme(<FullScreenOverlay message="Redirecting..." />);
    const style = getComputedStyle(screen.getByRole('status'));
    expect(style.position).toBe('fixed');
    expect(style.inset).toBe('0');
    expect(screen.getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true');
  });
});
