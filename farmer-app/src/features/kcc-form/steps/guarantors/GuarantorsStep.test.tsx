import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { answerUploadSessions } from '@kisan-credit/shared-api/client/testing/scriptedUploads';
import { openStep, renderKccForm, savedApplication } from '../../testing/renderKccForm';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
beforeEach(() => localStorage.clear());
afterEach(() => server.reset());
afterAll(() => server.close());

describe('step 7, guarantors', () => {
  it('the toggle creates two blank guarantors; their Aadhar and photo go up with the explicit Upload button', async () => {
    const uploads = answerUploadSessions(server, () => ({ url: '/api/file/g-aadhar' }));
    server.answer('PUT /api/loan/save-draft', { body: { data: savedApplication({ version: 1 }) } });
    const { user } = await renderKccForm(server);
    await openStep(user, 'Guarantor Details');
    expect(screen.queryByRole('region', { name: 'Guarantor 1' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('I have a guarantor'));
    const first = screen.getByRole('region', { name: 'Guarantor 1' });
    expect(screen.getByRole('region', { name: 'Guarantor 2' })).toBeInTheDocument();
    expect(within(first).getByLabelText('Guarantor name')).toHaveValue('');
    expect(within(first).getByLabelText('Means (Rs. lacs)')).toBeInTheDocument();

    const aadhar = within(first).getByRole('region', { name: 'Guarantor Aadhar Card (Guarantor 1)' });
    const scan = new NodeFile(['%PDF'], 'mahesh-aadhar.pdf', { type: 'application/pdf' }) as unknown as File;
    await user.upload(within(aadhar).getByLabelText(/^Choose File/), scan);
    await user.click(within(aadhar).getByRole('button', { name: /^Upload/ }));
    expect(await within(aadhar).findByText('Uploaded Successfully')).toBeInTheDocument();
    const [uploaded] = uploads;
    expect(uploaded!.fileName).toBe('mahesh-aadhar.pdf');
    expect(uploaded!.bytes.toString()).toBe('%PDF');
    // Each guarantor's each document has its own slot on the server.
    expect(uploaded!.target).toEqual({ guarantor: 1, document: 'aadharDoc' });

    // Land rows: the first stays, later ones can be removed.
    await user.click(within(first).getByRole('button', { name: '+ Add Land' }));
    expect(within(first).getAllByRole('button', { name: /^Remove Land/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(server.requestsTo('PUT /api/loan/save-draft')).toHaveLength(1));
    const body = server.requestsTo('PUT /api/loan/save-draft')[0]!.json() as {
      guarantorDetails: { aadharDoc: unknown }[];
    };
    expect(body.guarantorDetails).toHaveLength(2);
    expect(body.guarantorDetails[0]!.aadharDoc).toEqual({
      url: '/api/file/g-aadhar',
      uploaded: true,
      fileName: 'mahesh-aadhar.pdf',
    });

    // Switched off, the guarantors are kept here but not sent.
    await user.click(screen.getByLabelText('I have a guarantor'));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(server.requestsTo('PUT /api/loan/save-draft')).toHaveLength(2));
    expect(
      (server.requestsTo('PUT /api/loan/save-draft')[1]!.json() as { guarantorDetails: unknown[] }).guarantorDetails,
    ).toEqual([]);
    // One journey through the whole step: about 4 s alone, more on a loaded machine.
  }, 15_000);

  it('lets a farmer with one guarantor remove the blank second one', async () => {
    server.answer('PUT /api/loan/save-draft', { body: { data: savedApplication({ version: 1 }) } });
    const { user } = await renderKccForm(server);
    await openStep(user, 'Guarantor Details');
    await user.click(screen.getByLabelText('I have a guarantor'));
    expect(
      within(screen.getByRole('region', { name: 'Guarantor 1' })).queryByRole('button', { name: 'Remove Guarantor 1' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Guarantor 2' }));
    expect(screen.queryByRole('region', { name: 'Guarantor 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(server.requestsTo('PUT /api/loan/save-draft')).toHaveLength(1));
    expect(
      (server.requestsTo('PUT /api/loan/save-draft')[0]!.json() as { guarantorDetails: unknown[] }).guarantorDetails,
    ).toHaveLength(1);
  }, 15_000);
});
