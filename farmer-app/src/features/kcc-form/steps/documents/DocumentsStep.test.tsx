import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { RESUMABLE_UPLOAD } from '@kisan-credit/shared-api/contract/resumableUpload';
import { answerUploadSessions } from '@kisan-credit/shared-api/client/testing/scriptedUploads';
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
    const uploads = answerUploadSessions(server, () => ({ url: '/api/file/doc-pan' }));
    server.answer('GET /api/file/doc-pan', { body: { note: 'a stored file' } });
    const { user } = await renderKccForm(server);
    const card = screen.getByRole('region', { name: 'PAN Card' });
    expect(within(card).queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();

    await user.upload(within(card).getByLabelText('Choose File: PAN Card'), file('pan.pdf'));
    expect(within(card).getByText('pan.pdf')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Upload PAN Card' }));

    expect(await within(card).findByText('Uploaded Successfully')).toBeInTheDocument();
    const [upload] = uploads;
    expect(upload!.target).toEqual({ doctype: 'pan' });
    expect(upload!.fileName).toBe('pan.pdf');
    expect(upload!.authorization).toBe('Bearer farmer-token');
    expect(upload!.bytes.toString()).toBe('x'.repeat(20));
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
    server.answer('POST /api/file/upload-sessions', {
      status: 413,
      body: { error: 'The file is larger than 10 MB', code: 'documentTooLarge' },
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

  it('tries a dropped upload again by itself, tells the farmer while it waits, and goes on where it stopped', async () => {
    // The second chunk's connection is cut: the farmer sees the wait, then the upload go on from the first.
    const uploads = answerUploadSessions(
      server,
      () => ({ url: '/api/file/doc-khatauni' }),
      (chunk) => chunk === 2,
    );
    const { user } = await renderKccForm(server);
    const card = screen.getByRole('region', { name: 'Khatauni Copy' });
    await user.upload(
      within(card).getByLabelText('Choose File: Khatauni Copy'),
      file('khatauni.pdf', 'application/pdf', RESUMABLE_UPLOAD.chunkBytes + 1_000),
    );
    await user.click(within(card).getByRole('button', { name: 'Upload Khatauni Copy' }));
    expect(await within(card).findByText('Connection lost — retrying in 1 s… (99% sent is kept)')).toBeInTheDocument();
    expect(await within(card).findByText('Uploaded Successfully', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(server.requestsTo('POST /api/file/upload-sessions')).toHaveLength(1);
    expect(uploads[0]!.bytes.toString()).toBe('x'.repeat(RESUMABLE_UPLOAD.chunkBytes + 1_000));
    // Each byte went once: the first chunk, then the rest after the drop.
    expect(
      server.requestsTo('PATCH /api/file/upload-sessions/session-1').map((request) => request.query.get('offset')),
    ).toEqual(['0', String(RESUMABLE_UPLOAD.chunkBytes), String(RESUMABLE_UPLOAD.chunkBytes)]);
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
    expect(server.requestsTo('POST /api/file/upload-sessions')).toHaveLength(0);
  });
});
