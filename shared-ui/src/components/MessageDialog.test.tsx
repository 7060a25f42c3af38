import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { MessageDialog, type MessageType } from './MessageDialog';

/** A page with a button that opens the dialog, as a screen would use it. */
function Page({ type = 'success' as MessageType, onClose = () => {} }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Save Changes
      </button>
      <MessageDialog
        open={open}
        type={type}
        message="Bank details updated successfully!"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

async function openDialog(type: MessageType = 'success', onClose = jest.fn()) {
  renderWithTheme(<Page type={type} onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Save Changes' });
  await userEvent.click(opener);
  return { opener, onClose };
}

describe('MessageDialog', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<MessageDialog open={false} type="info" message="Hello" onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it.each([
    ['success', 'dialog', 'Success!'],
    ['error', 'alertdialog', 'Oops!'],
    ['info', 'dialog', 'Information'],
  ] as const)('titles a %s message %s "%s"', (type, role, title) => {
    renderWithTheme(<MessageDialog open type={type} message="Update failed" onClose={jest.fn()} />);
    const dialog = screen.getByRole(role, { name: title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Update failed');
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('takes a title of its own and Hindi texts', () => {
    renderWithTheme(<MessageDialog open type="error" title="Upload" message="x" language="hi" onClose={jest.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });

  it('moves focus to Close when it opens', async () => {
    await openDialog();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with the Close button and gives focus back to the opener', async () => {
    const { opener, onClose } = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape and gives focus back', async () => {
    const { opener, onClose } = await openDialog('error');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside while open', async () => {
    const { opener } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    opener.focus();
    expect(close).toHaveFocus();
  });

  it('makes the page behind it inert while open, and not after', async () => {
    const { opener } = await openDialog();
    const pageRoot = opener.parentElement as HTMLElement;
    expect(pageRoot).toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(pageRoot).not.toHaveAttribute('inert');
  });

  it('leaves an error open on a click outside, closes an info message', async () => {
    const onClose = jest.fn();
    const { rerender } = renderWithTheme(<MessageDialog open type="error" message="x" onClose={onClose} />);
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    rerender(<MessageDialog open type="info" message="x" onClose={onClose} />);
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on a click inside the dialog', async () => {
    const onClose = jest.fn();
    renderWithTheme(<MessageDialog open type="info" message="Read me" onClose={onClose} />);
    await userEvent.click(screen.getByText('Read me'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
