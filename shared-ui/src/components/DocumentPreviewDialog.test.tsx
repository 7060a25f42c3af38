import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '@kisan-credit/shared-api/client/session';
import { createAppStore } from '@kisan-credit/shared-api/client/store';
import { startFileServer } from '../../test/fileServer';
import { RoleAppRoot } from '../role-app/RoleAppRoot';
import { DocumentPreviewDialog } from './DocumentPreviewDialog';

let files: Awaited<ReturnType<typeof startFileServer>>;
beforeAll(async () => {
  files = await startFileServer();
});
afterAll(() => files.close());

function renderPreview(url: string, fileName: string, onClose = jest.fn()) {
  const store = createAppStore({ apiBaseUrl: files.apiBaseUrl, storage: undefined });
  store.dispatch(signedIn({ token: 'farmer-token', role: 'user', phone: '9876543210' }));
  render(
    <RoleAppRoot store={store}>
      <DocumentPreviewDialog open url={url} fileName={fileName} onClose={onClose} />
    </RoleAppRoot>,
  );
  return { onClose };
}

describe('DocumentPreviewDialog', () => {
  it('shows a PDF in a frame, fetched with the session token', async () => {
    files.serve('/api/file/khasra', { contentType: 'application/pdf', body: '%PDF-1.4' });
    renderPreview('/api/file/khasra', 'Khasra Copy.pdf');
    expect(screen.getByRole('dialog', { name: 'Khasra Copy.pdf' })).toBeInTheDocument();
    const frame = await screen.findByTitle('Khasra Copy.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    expect(files.authorizations.at(-1)).toBe('Bearer farmer-token');
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('shows an image as an image', async () => {
    files.serve('/api/file/photo', { contentType: 'image/png', body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    renderPreview('/api/file/photo', 'photo.png');
    expect((await screen.findByRole('img', { name: 'photo.png' })).getAttribute('src')).toMatch(/^blob:/);
  });

  it('says Preview Not Available for other types, with Download to View', async () => {
    files.serve('/api/file/notes', { contentType: 'text/plain', body: 'hello' });
    renderPreview('/api/file/notes', 'notes.txt');
    expect(await screen.findByText('Preview Not Available')).toBeInTheDocument();
    expect(
      screen.getByText('This file type cannot be shown here. Please download the file to view it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download to View' })).toBeEnabled();
  });

  it.each([
    ['scan.pdf', 'Unable to load PDF preview'],
    ['photo.jpg', 'Unable to load image preview'],
  ])('when %s cannot be loaded says "%s"', async (fileName, text) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPreview('/api/file/missing', fileName);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Preview Unavailable');
    expect(alert).toHaveTextContent(text);
  });

  it('closes with its Close button or Escape', async () => {
    const user = userEvent.setup();
    files.serve('/api/file/k', { contentType: 'application/pdf', body: '%PDF' });
    const { onClose } = renderPreview('/api/file/k', 'k.pdf');
    await screen.findByTitle('k.pdf');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
