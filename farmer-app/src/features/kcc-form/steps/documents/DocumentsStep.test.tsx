import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startScriptedApiServer, type ScriptedApiServer } from 'shared-api/client/testing/scriptedApiServer';
import { renderKccForm } from '../../testing/renderKccForm';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => server.reset());
afterAll(() => server.close());

// Node's File: what the platform's FormData (Node's, under jsdom) can send.
const file = (name: string, type = 'application/pdf', size = 20) =>
  new NodeFile(['x'.repeat(size)], name, { type }) as unknown as File;

describe('step 1, documents', () => {
  it('shows the seven upload cards and how many are uploaded', async () => {
    await renderKccForm(server, { application: undefined });
    for (const title of [
      'Aadhar Card',
      'PAN Card',
      'Voter ID Card',
      'Applicant Photograph',
      'Khasra Copy',
      'Khatauni Copy',
      'Bank Passbook First Page',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Choose File: Applicant Photograph')).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    expect(screen.getByLabelText('Choose File: PAN Card')).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    expect(screen.getByText('0 of 7 documents uploaded')).toBeInTheDocument();
    expect(screen.getByText('Aadhar Card: Not uploaded')).toBeInTheDocument();
  });

  it('uploads a chosen file with the explicit button, then offers Preview and Reupload', async () => {
    server.answer('POST /api/file/upload', { body: { url: '/api/file/doc-pan' } });
    server.answer('GET /api/file/doc-pan', { body: { note: 'a stored file' } });
    const { user } = await renderKccForm(server);
    const card = screen.getByRole('region', { name: 'PAN Card' });
    expect(within(card).queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();

    await user.upload(within(card).getByLabelText('Choose File: PAN Card'), file('pan.pdf'));
    expect(within(card).getByText('pan.pdf')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Upload PAN Card' }));

    expect(await within(card).findByText('Uploaded Successfully')).toBeInTheDocument();
    const [request] = server.requestsTo('POST /api/file/upload');
    expect(request!.query.get('doctype')).toBe('pan');
    expect(request!.headers.authorization).toBe('Bearer farmer-token');
    expect(request!.body.toString()).toContain('name="document"; filename="pan.pdf"');
    expect(screen.getByText('1 of 7 documents uploaded')).toBeInTheDocument();
    expect(screen.getByText('PAN Card: Uploaded')).toBeInTheDocument();

    // The preview fetches the private file with the session token.
    await user.click(within(card).getByRole('button', { name: 'Preview PAN Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'pan.pdf' });
    expect(await within(dialog).findByText('Preview Not Available')).toBeInTheDocument();
    expect(server.requestsTo('GET /api/file/doc-pan')[0]!.headers.authorization).toBe('Bearer farmer-token');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // Reupload empties the slot and the suggestions.
    await user.click(within(card).getByRole('button', { name: 'Reupload PAN Card' }));
    expect(within(card).getByLabelText('Choose File: PAN Card')).toBeInTheDocument();
    expect(screen.getByText('0 of 7 documents uploaded')).toBeInTheDocument();
  });

  it('says "Document upload failed", with the server’s reason when it gives one', async () => {
    server.answer('POST /api/file/upload', {
      status: 413,
      body: { error: 'The file is larger than 10 MB', code: 'fileTooLarge' },
    });
    const { user } = await renderKccForm(server);
    const card = screen.getByRole('region', { name: 'Aadhar Card' });
    await user.upload(within(card).getByLabelText('Choose File: Aadhar Card'), file('aadhar.jpg', 'image/jpeg'));
    await user.click(within(card).getByRole('button', { name: 'Upload Aadhar Card' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Document upload failed: The file is larger than 10 MB',
    );
    expect(within(card).getByRole('button', { name: 'Upload Aadhar Card' })).toBeEnabled();
  });

  it('tries a dropped upload again by itself and tells the farmer while it waits', async () => {
    let calls = 0;
    server.answer('POST /api/file/upload', () => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { error: 'The server is busy', code: 'busy' } }
        : { body: { url: '/api/file/doc-khatauni' } };
    });
    const { user } = await renderKccForm(server);
    const card = screen.getByRole('region', { name: 'Khatauni Copy' });
    await user.upload(within(card).getByLabelText('Choose File: Khatauni Copy'), file('khatauni.pdf'));
    await user.click(within(card).getByRole('button', { name: 'Upload Khatauni Copy' }));
    expect(await within(card).findByText('Connection lost. Trying again (1 of 3)...')).toBeInTheDocument();
    expect(await within(card).findByText('Uploaded Successfully', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(server.requestsTo('POST /api/file/upload')).toHaveLength(2);
  });

  it('refuses a file of the wrong type before sending it', async () => {
    await renderKccForm(server);
    const user = userEvent.setup({ applyAccept: false });
    const card = screen.getByRole('region', { name: 'Applicant Photograph' });
    await user.upload(within(card).getByLabelText('Choose File: Applicant Photograph'), file('photo.pdf'));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'This type of file cannot be uploaded here. Please choose one of: .jpg, .jpeg, .png',
    );
    expect(within(card).queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
    expect(server.requestsTo('POST /api/file/upload')).toHaveLength(0);
  });
});
