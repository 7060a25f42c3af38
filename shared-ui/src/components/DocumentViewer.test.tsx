import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '@kisan-credit/shared-api/client/session';
import { createAppStore } from '@kisan-credit/shared-api/client/store';
import { startFileServer } from '../../test/fileServer';
import { RoleAppRoot } from '../role-app/RoleAppRoot';
import { DocumentPanel } from './DocumentViewer';

let files: Awaited<ReturnType<typeof startFileServer>>;
beforeAll(async () => {
  files = await startFileServer();
});
afterAll(() => files.close());

function renderPanel(url: string, title: string, fileName: string, onClose = jest.fn()) {
  const store = createAppStore({ apiBaseUrl: files.apiBaseUrl, storage: undefined });
  store.dispatch(signedIn({ token: 'banker-token', role: 'banker', phone: '9000000001' }));
  render(
    <RoleAppRoot store={store}>
      <DocumentPanel url={url} title={title} fileName={fileName} onClose={onClose} />
    </RoleAppRoot>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('DocumentPanel', () => {
  it('shows an image beside the data, zoomed and turned by the officer', async () => {
    files.serve('/api/file/photo', { contentType: 'image/png', body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    const { user, onClose } = renderPanel('/api/file/photo', 'Khatauni Copy', 'khatauniCopy');
    expect(screen.getByRole('complementary', { name: 'Document viewer: Khatauni Copy' })).toBeInTheDocument();
    const image = await screen.findByRole('img', { name: 'Khatauni Copy' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(files.authorizations.at(-1)).toBe('Bearer banker-token');
    expect(screen.getByRole('status')).toHaveTextContent('100%');

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('status')).toHaveTextContent('200%');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByRole('status')).toHaveTextContent('150%');
    await user.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(image).toHaveAttribute('data-turns', '1');
    for (let turn = 0; turn < 3; turn += 1) await user.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(image).toHaveAttribute('data-turns', '0');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a PDF in the browser’s own viewer, with no image tools', async () => {
    files.serve('/api/file/nec', { contentType: 'application/pdf', body: '%PDF-1.4' });
    renderPanel('/api/file/nec', 'NEC Certificate', 'necCertificate');
    const frame = await screen.findByTitle('NEC Certificate');
    expect(frame.tagName).toBe('IFRAME');
    expect(screen.queryByRole('button', { name: 'Rotate' })).not.toBeInTheDocument();
  });
});
