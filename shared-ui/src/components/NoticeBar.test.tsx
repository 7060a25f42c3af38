import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { NoticeBar } from './NoticeBar';

describe('NoticeBar', () => {
  it('announces errors as alerts', () => {
    renderWithTheme(<NoticeBar kind="error" message="Failed to save draft" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save draft');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['info', 'success'] as const)('announces %s notices politely as status', (kind) => {
    renderWithTheme(<NoticeBar kind={kind} message="Draft saved successfully!" />);
    expect(screen.getByRole('status')).toHaveTextContent('Draft saved successfully!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a dismiss button only when it can be dismissed', async () => {
    const onDismiss = jest.fn();
    const { rerender } = renderWithTheme(<NoticeBar kind="success" message="Saved" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<NoticeBar kind="success" message="Saved" onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('colours each kind differently', () => {
    const colourOf = (kind: 'info' | 'success' | 'error') => {
      const { unmount } = renderWithTheme(<NoticeBar kind={kind} message={kind} />);
      const colour = getComputedStyle(screen.getByText(kind).parentElement as HTMLElement).color;
      unmount();
      return colour;
    };
    expect(new Set([colourOf('info'), colourOf('success'), colourOf('error')]).size).toBe(3);
  });
});
