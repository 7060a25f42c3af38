import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Dialog } from './Dialog';

function PreviewLike({ onClose = jest.fn() }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title="passbook.pdf"
      size="large"
      headerActions={
        <>
          <button type="button">Download</button>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </>
      }
      actions={<button type="button">Download to View</button>}
    >
      <p>Preview Not Available</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is a labelled modal without a description unless asked', () => {
    renderWithTheme(<PreviewLike />);
    const dialog = screen.getByRole('dialog', { name: 'passbook.pdf' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  it('focuses the first control and cycles Tab through its controls only', async () => {
    renderWithTheme(<PreviewLike />);
    const download = screen.getByRole('button', { name: 'Download' });
    const close = screen.getByRole('button', { name: 'Close' });
    const downloadToView = screen.getByRole('button', { name: 'Download to View' });
    expect(download).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(downloadToView).toHaveFocus();
    await userEvent.tab();
    expect(download).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(downloadToView).toHaveFocus();
  });

  it('focuses the dialog itself when it holds no control, and keeps focus there', async () => {
    renderWithTheme(
      <Dialog open onClose={jest.fn()} title="Note">
        Just text
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Note' });
    expect(dialog).toHaveFocus();
    await userEvent.tab();
    expect(dialog).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    renderWithTheme(<PreviewLike onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks page scrolling while open and restores it after', () => {
    document.body.style.overflow = 'scroll';
    const { unmount } = renderWithTheme(<PreviewLike />);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('lets a second dialog opened from the first take focus and Escape, then hands focus back', async () => {
    const closeOuter = jest.fn();
    function Stacked() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open onClose={closeOuter} title="Outer">
          <button type="button" onClick={() => setInner(true)}>
            Preview
          </button>
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
            <button type="button" onClick={() => setInner(false)}>
              Done
            </button>
          </Dialog>
        </Dialog>
      );
    }
    renderWithTheme(<Stacked />);
    const preview = screen.getByRole('button', { name: 'Preview' });
    await userEvent.click(preview);
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(closeOuter).not.toHaveBeenCalled();
    expect(preview).toHaveFocus();
  });
});
