import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { answerUploadSessions } from '@kisan-credit/shared-api/client/testing/scriptedUploads';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { applicationUnderReview, LAWYER_TOKEN, renderLawyerApp } from '../../testing/renderLawyerApp';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

async function openLandDetails(application: KccApplication = applicationUnderReview()) {
  server.answer('GET /api/loan/kcc-application', { body: { data: application } });
  server.answer('GET /api/sheet/kcc-applications', {
    body: { data: [], page: 1, pageSize: 5, total: 0, counts: { incoming: 0, completed: 0, all: 0 } },
  });
  const rendered = renderLawyerApp(server, `/land-details/${application.userId}`);
  await screen.findByRole('region', { name: 'Land Holdings & Crop Details' });
  return rendered;
}

const landRecord = (number: number) => screen.getByRole('group', { name: `Land Record ${number}` });
const crop = (land: HTMLElement, number: number) => within(land).getByRole('group', { name: `Crop ${number}` });
const pdf = (name: string) => new NodeFile(['%PDF-1.4 legal'], name, { type: 'application/pdf' }) as unknown as File;

describe('Land Verification & Documentation: what the lawyer sees', () => {
  it('says it is loading, then shows the application, read-only personal and KYC details with masked numbers', async () => {
    const application = applicationUnderReview({ casteCategory: '', age: undefined as never });
    server.answer('GET /api/loan/kcc-application', { body: { data: application } });
    renderLawyerApp(server, '/land-details/u-1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading application details...');
    await screen.findByRole('region', { name: 'Personal Information' });
    expect(server.requestsTo('GET /api/loan/kcc-application')[0]!.query.get('userId')).toBe('u-1');
    expect(server.requestsTo('GET /api/loan/kcc-application')[0]!.headers.authorization).toBe(`Bearer ${LAWYER_TOKEN}`);

    expect(screen.getByText(/Application ID/)).toHaveTextContent('Application ID: ramesh-kumar-9876543210');
    expect(screen.getByText(/Review and update land details for/)).toHaveTextContent(
      'Review and update land details for Ramesh Kumar',
    );
    const personal = screen.getByRole('region', { name: 'Personal Information' });
    expect(personal).toHaveTextContent('Full NameRamesh Kumar');
    expect(personal).toHaveTextContent('Phone Number9876543210');
    expect(personal).toHaveTextContent("Father's NameSuresh Kumar");
    expect(personal).toHaveTextContent('AgeN/A');
    expect(personal).toHaveTextContent('PIN Code261001');
    expect(personal).toHaveTextContent('Caste CategoryN/A');
    expect(within(personal).queryByRole('textbox')).not.toBeInTheDocument();

    const kyc = screen.getByRole('region', { name: 'KYC' });
    expect(kyc).toHaveTextContent('Aadhar NumberXXXX XXXX 0123');
    expect(kyc).toHaveTextContent('PAN NumberXXXXXX234F');
    expect(kyc).toHaveTextContent('Voter IDUPX1234567');
    expect(within(kyc).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('masks an Aadhar number that arrives whole', async () => {
    await openLandDetails(applicationUnderReview({ aadharNo: '234567890123' }));
    expect(screen.getByRole('region', { name: 'KYC' })).toHaveTextContent('Aadhar NumberXXXX XXXX 0123');
    expect(screen.queryByText(/234567890123/)).not.toBeInTheDocument();
  });

  it('fills the land general information with the defaults and the wider-spaced landmarks', async () => {
    await openLandDetails(applicationUnderReview({ landGeneralInfo: undefined as never }));
    const info = screen.getByRole('region', { name: 'Land General Information' });
    expect(within(info).getByLabelText('Nearby landmarks')).toHaveValue('North:    South:    East:    West:');
    expect(within(info).getByLabelText('Location of farm having well/pump')).toHaveValue('Well and Shed');
    expect(within(info).getByLabelText('Distance of land from branch')).toHaveValue('5 KM');
  });

  it('shows the error dialog when the application cannot be fetched, and the way back', async () => {
    server.answer('GET /api/loan/kcc-application', {
      status: 403,
      body: { error: 'Not yet sent for legal review', code: 'notYetForLegalReview' },
    });
    const { user } = renderLawyerApp(server, '/land-details/u-1');
    const dialog = await screen.findByRole('alertdialog', { name: 'Oops!' });
    expect(dialog).toHaveTextContent('Failed to fetch application details');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(window.location.pathname).toBe('/lawyer-dashboard');
  });
});

describe('the land holdings and crops editor', () => {
  it('changes the crop list with the season, clearing a crop the season does not grow', async () => {
    const { user } = await openLandDetails();
    const wheat = crop(landRecord(1), 1);
    expect(within(wheat).getByLabelText(/^Crop \*/)).toHaveValue('Wheat');
    await user.selectOptions(within(wheat).getByLabelText(/^Crop season/), 'Kharif');
    expect(within(wheat).getByLabelText(/^Crop \*/)).toHaveValue('');
    const options = within(within(wheat).getByLabelText(/^Crop \*/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose...',
      'Paddy (धान)',
      'Maize (मक्का)',
      'Soybean (सोयाबीन)',
      'Cotton (कपास)',
      'Sugarcane (गन्ना)',
      'Jute (जूट)',
      'Other Crop (अन्य फसल)',
    ]);
    await user.selectOptions(within(wheat).getByLabelText(/^Crop \*/), 'Other');
    expect(within(wheat).getByLabelText(/^Other crop name/)).toBeRequired();
  });

  it('shows hectares as approximate acres', async () => {
    const { user } = await openLandDetails();
    // The saved Paddy crop is 1 hectare.
    expect(within(crop(landRecord(1), 2)).getByText('about 2.47 acres')).toBeInTheDocument();
    const land = landRecord(1);
    await user.selectOptions(within(land).getByLabelText('Land area unit'), 'hectare');
    expect(within(land).getByText('about 7.41 acres')).toBeInTheDocument();
  });

  it('never removes the first land record or a land’s only crop; new rows take the defaults', async () => {
    const { user } = await openLandDetails();
    const first = landRecord(1);
    expect(within(first).queryByRole('button', { name: 'Remove Land Record 1' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Remove Crop 1' })).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Remove Crop 2' }));
    expect(within(first).queryByRole('button', { name: /Remove Crop/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '+ Add Land Detail' }));
    const second = landRecord(2);
    expect(within(second).getByRole('button', { name: 'Remove Land Record 2' })).toBeInTheDocument();
    expect(within(second).getByLabelText('Land area unit')).toHaveValue('acre');
    const newCrop = crop(second, 1);
    expect(within(newCrop).getByLabelText(/^Crop season/)).toHaveValue('Rabi');
    expect(within(newCrop).getByLabelText(/^Crop \*/)).toHaveValue('');
    expect(within(newCrop).getByLabelText('Area unit')).toHaveValue('acre');
    expect(within(newCrop).getByLabelText(/^Crop condition/)).toHaveValue('Good');

    await user.click(within(second).getByRole('button', { name: '+ Add Crop' }));
    expect(within(second).getAllByRole('button', { name: /Remove Crop/ })).toHaveLength(2);
    await user.click(within(second).getByRole('button', { name: 'Remove Land Record 2' }));
    expect(screen.queryByRole('group', { name: 'Land Record 2' })).not.toBeInTheDocument();
  });

  it('refuses to save without the required crop fields, naming each next to its field', async () => {
    const { user } = await openLandDetails();
    await user.click(screen.getByRole('button', { name: '+ Add Crop' }));
    const added = crop(landRecord(1), 3);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const cropField = await within(added).findByLabelText(/^Crop \*/);
    await waitFor(() => expect(cropField).toHaveAttribute('aria-invalid', 'true'));
    expect(cropField).toHaveAccessibleDescription(/crop/i);
    expect(within(added).getByLabelText(/^Cultivation area/)).toHaveAttribute('aria-invalid', 'true');
    expect(cropField).toHaveFocus();
    expect(
      screen.getByText('Some land or crop details are missing. Please look at the messages in red.'),
    ).toBeInTheDocument();
    expect(server.requestsTo('PATCH /api/loan/application')).toHaveLength(0);

    await user.selectOptions(cropField, 'Other');
    expect(cropField).not.toHaveAttribute('aria-invalid');
    await user.type(within(added).getByLabelText(/^Cultivation area/), '0.5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(within(added).getByLabelText(/^Other crop name/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(server.requestsTo('PATCH /api/loan/application')).toHaveLength(0);
  });
});

describe('saving', () => {
  it('sends the spec’s PATCH shape with If-Match, then the success dialog returns to the dashboard', async () => {
    server.answer('PATCH /api/loan/application', (request) => ({
      body: { data: { ...applicationUnderReview(), version: 5, ...(request.json() as object) } },
    }));
    const { user } = await openLandDetails();
    const land = landRecord(1);
    await user.clear(within(land).getByLabelText('Land area'));
    await user.type(within(land).getByLabelText('Land area'), '2');
    await user.selectOptions(within(land).getByLabelText('Land area unit'), 'hectare');
    await user.clear(within(land).getByLabelText('Revenue village'));
    await user.type(within(land).getByLabelText('Revenue village'), 'Rampur Kalan');
    await user.clear(screen.getByLabelText('Distance of land from branch'));
    await user.type(screen.getByLabelText('Distance of land from branch'), '3 KM');
    expect(screen.getByText('Save your changes before completing the legal review.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete legal review' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(dialog).toHaveTextContent('Land and crop details updated successfully!');

    const [request] = server.requestsTo('PATCH /api/loan/application');
    expect(request!.query.get('userId')).toBe('u-1');
    expect(request!.headers['if-match']).toBe('"4"');
    const body = request!.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['cropDetails', 'landDetails', 'landGeneralInfo']);
    expect(body.landDetails).toEqual([
      expect.objectContaining({
        khataNo: '00123',
        landArea: '4.9421',
        landAreaUnit: 'acre',
        revenueVillage: 'Rampur Kalan',
      }),
    ]);
    expect(body.cropDetails).toEqual([
      { season: 'Rabi', crop: 'Wheat', area: 2, areaUnit: 'acre', condition: 'Good' },
      { season: 'Kharif', crop: 'Paddy', area: 2.47105, areaUnit: 'acre', condition: 'Moderate' },
    ]);
    expect(body.landGeneralInfo).toEqual({
      nearbyLandmarks: 'North:    South:    East:    West:',
      farmLocationForWellPumpShed: 'Well and Shed',
      distanceFromBranch: '3 KM',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(window.location.pathname).toBe('/lawyer-dashboard');
  });

  it('says another person saved first, and Reload brings their version with the lawyer’s own edits on it', async () => {
    server.answer('PATCH /api/loan/application', {
      status: 409,
      body: { error: 'Changed meanwhile', code: 'staleApplication' },
    });
    const { user } = await openLandDetails();
    const distance = screen.getByLabelText('Distance of land from branch');
    await user.clear(distance);
    await user.type(distance, '7 KM');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Oops!' });
    expect(dialog).toHaveTextContent('Someone else saved this application after you opened it');
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toHaveFocus();

    // Another lawyer changed the farm location meanwhile.
    const theirs = applicationUnderReview({
      version: 6,
      landGeneralInfo: {
        nearbyLandmarks: '',
        farmLocationForWellPumpShed: 'Pump near the canal',
        distanceFromBranch: '',
      },
    });
    server.answer('GET /api/loan/kcc-application', { body: { data: theirs } });
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Pump near the canal')).toBeInTheDocument();
    expect(screen.getByLabelText('Distance of land from branch')).toHaveValue('7 KM');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    server.answer('PATCH /api/loan/application', { body: { data: applicationUnderReview({ version: 7 }) } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('dialog', { name: 'Success!' });
    const saved = server.requestsTo('PATCH /api/loan/application').at(-1)!;
    expect(saved.headers['if-match']).toBe('"6"');
    expect(saved.json()).toMatchObject({
      landGeneralInfo: { farmLocationForWellPumpShed: 'Pump near the canal', distanceFromBranch: '7 KM' },
    });
  });

  it('shows the server’s reason for any other refusal, with no Reload', async () => {
    server.answer('PATCH /api/loan/application', {
      status: 403,
      body: { error: 'This application is no longer with you', code: 'notYourCase' },
    });
    const { user } = await openLandDetails();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Oops!' });
    expect(dialog).toHaveTextContent('This application is no longer with you');
    expect(within(dialog).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/land-details/u-1');
  });

  it('says "Update failed" when the server gives no text', async () => {
    server.answer('PATCH /api/loan/application', { status: 502, body: '<html>Bad gateway</html>' });
    const { user } = await openLandDetails();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alertdialog', { name: 'Oops!' })).toHaveTextContent('Update failed');
  });
});

describe('the four legal documents', () => {
  it('uploads, previews and resets with Reupload; the save sends what changed', async () => {
    const uploads = answerUploadSessions(server, (upload) => ({
      url: `/api/file/lawyer-${'doctype' in upload.target ? upload.target.doctype : ''}`,
    }));
    server.answer('GET /api/file/lawyer-searchReport', { body: { ok: true } });
    server.answer('PATCH /api/loan/application', (request) => ({
      body: { data: { ...applicationUnderReview(), version: 5, ...(request.json() as object) } },
    }));
    const { user } = await openLandDetails(
      applicationUnderReview({ documents: { khasraCopy: '/api/file/farmer-khasra' } }),
    );
    const section = screen.getByRole('region', { name: 'Legal Documents' });
    expect(
      within(section)
        .getAllByRole('region')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Khasra Copy', 'Khatauni Copy', 'Search Report', 'NEC Certificate']);
    // The farmer's Khasra is already there.
    const khasra = within(section).getByRole('region', { name: 'Khasra Copy' });
    expect(khasra).toHaveTextContent('Uploaded Successfully');

    const search = within(section).getByRole('region', { name: 'Search Report' });
    expect(search).toHaveTextContent('PDF/Image');
    await user.upload(within(search).getByLabelText('Choose File: Search Report'), pdf('search-report.pdf'));
    expect(search).toHaveTextContent('search-report.pdf');
    await user.click(within(search).getByRole('button', { name: 'Upload Search Report' }));
    await within(search).findByText('Uploaded Successfully');
    const [upload] = uploads;
    expect(upload!.target).toEqual({ doctype: 'searchReport' });
    expect(upload!.authorization).toBe(`Bearer ${LAWYER_TOKEN}`);
    expect(upload!.fileName).toBe('search-report.pdf');

    await user.click(within(search).getByRole('button', { name: 'Preview Search Report' }));
    const preview = await screen.findByRole('dialog', { name: 'searchReport.pdf' });
    await user.click(within(preview).getByRole('button', { name: 'Close' }));

    await user.click(within(khasra).getByRole('button', { name: 'Reupload Khasra Copy' }));
    expect(khasra).not.toHaveTextContent('Uploaded Successfully');
    expect(within(khasra).getByText('No file chosen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('dialog', { name: 'Success!' });
    const body = server.requestsTo('PATCH /api/loan/application')[0]!.json() as { documents: unknown };
    expect(body.documents).toEqual({ khasraCopy: '', searchReport: '/api/file/lawyer-searchReport' });
  });

  it('says "Document upload failed" when the upload is refused', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerUploadSessions(server, () => ({
      status: 415,
      body: { error: 'Only PDF, JPG and PNG files', code: 'unsupportedDocumentType' },
    }));
    const { user } = await openLandDetails();
    const nec = screen.getByRole('region', { name: 'NEC Certificate' });
    await user.upload(within(nec).getByLabelText('Choose File: NEC Certificate'), pdf('nec.pdf'));
    await user.click(within(nec).getByRole('button', { name: 'Upload NEC Certificate' }));
    expect(await within(nec).findByRole('alert')).toHaveTextContent(
      'Document upload failed: Only PDF, JPG and PNG files',
    );
  });
});

describe('completing the legal review', () => {
  it('asks for the verdict and the remarks, then sends the application to the bank', async () => {
    server.answer('POST /api/loan/application/actions', {
      body: { data: applicationUnderReview({ status: 'banker', version: 5 }) },
    });
    const { user } = await openLandDetails();
    await user.click(screen.getByRole('button', { name: 'Complete legal review' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete legal review' });
    expect(dialog).toHaveTextContent('The application then goes to the bank for its review');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send to bank' }));
    expect(dialog).toHaveTextContent('Please choose a verdict');
    expect(dialog).toHaveTextContent('Please enter your remarks');
    expect(server.requestsTo('POST /api/loan/application/actions')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Clear title' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Remarks' }),
      'Khasra and Khatauni match; no encumbrance.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send to bank' }));

    const done = await screen.findByRole('dialog', { name: 'Success!' });
    expect(done).toHaveTextContent('Legal review completed. The application has been sent to the bank.');
    const [request] = server.requestsTo('POST /api/loan/application/actions');
    expect(request!.query.get('userId')).toBe('u-1');
    expect(request!.headers['if-match']).toBe('"4"');
    expect(request!.json()).toEqual({
      action: 'completeLegalReview',
      verdict: 'clearTitle',
      remarks: 'Khasra and Khatauni match; no encumbrance.',
    });

    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(window.location.pathname).toBe('/lawyer-dashboard');
    expect(window.location.search).toBe('?category=completed');
  });

  it('shows the server’s refusal in the error dialog', async () => {
    server.answer('POST /api/loan/application/actions', {
      status: 422,
      body: { error: 'Legal review is not possible now', code: 'actionNotNow' },
    });
    const { user } = await openLandDetails();
    await user.click(screen.getByRole('button', { name: 'Complete legal review' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete legal review' });
    await user.click(within(dialog).getByRole('radio', { name: 'Issues found' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Remarks' }), 'Mutation pending');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send to bank' }));
    const refused = await screen.findByRole('alertdialog', { name: 'Oops!' });
    expect(refused).toHaveTextContent('Legal review is not possible now');
    expect(within(refused).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('after another person saved first, Reload brings their version and opens the review again with the verdict and remarks', async () => {
    server.answer('POST /api/loan/application/actions', {
      status: 409,
      body: { error: 'Changed meanwhile', code: 'staleApplication' },
    });
    const { user } = await openLandDetails();
    await user.click(screen.getByRole('button', { name: 'Complete legal review' }));
    const review = screen.getByRole('dialog', { name: 'Complete legal review' });
    await user.click(within(review).getByRole('radio', { name: 'Issues found' }));
    await user.type(within(review).getByRole('textbox', { name: 'Remarks' }), 'Mutation pending');
    await user.click(within(review).getByRole('button', { name: 'Confirm and send to bank' }));
    const refused = await screen.findByRole('alertdialog', { name: 'Oops!' });
    expect(refused).toHaveTextContent('Someone else saved this application after you opened it');

    server.answer('GET /api/loan/kcc-application', {
      body: {
        data: applicationUnderReview({
          version: 9,
          landGeneralInfo: { nearbyLandmarks: '', farmLocationForWellPumpShed: 'Tube well', distanceFromBranch: '' },
        }),
      },
    });
    await user.click(within(refused).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Tube well')).toBeInTheDocument();
    const again = await screen.findByRole('dialog', { name: 'Complete legal review' });
    expect(within(again).getByRole('radio', { name: 'Issues found' })).toBeChecked();
    expect(within(again).getByRole('textbox', { name: 'Remarks' })).toHaveValue('Mutation pending');

    server.answer('POST /api/loan/application/actions', {
      body: { data: applicationUnderReview({ status: 'banker', version: 10 }) },
    });
    await user.click(within(again).getByRole('button', { name: 'Confirm and send to bank' }));
    await screen.findByRole('dialog', { name: 'Success!' });
    const sent = server.requestsTo('POST /api/loan/application/actions').at(-1)!;
    expect(sent.headers['if-match']).toBe('"9"');
    expect(sent.json()).toMatchObject({ verdict: 'issuesFound', remarks: 'Mutation pending' });
  });

  it('leaves a reviewed application read only', async () => {
    await openLandDetails(applicationUnderReview({ status: 'banker', documents: { khasraCopy: '/api/file/k' } }));
    expect(screen.getByText(/The legal review of this application is complete/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nearby landmarks')).toBeDisabled();
    expect(within(landRecord(1)).getByLabelText('Land area')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete legal review' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Khasra Copy' })).toBeEnabled();
    expect(screen.queryByLabelText(/Choose File/)).not.toBeInTheDocument();
  });
});
