import { act, screen, waitFor } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { applicationForForm } from '@kisan-credit/shared-api/contract/application/formLoad';
import { offlineCopyKey, readOfflineCopy, writeOfflineCopy } from '../offline-copy/offlineCopy';
import { FARMER_PHONE, openStep, renderKccForm, savedApplication, stepLoaded } from '../testing/renderKccForm';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
beforeEach(() => localStorage.clear());
afterEach(() => server.reset());
afterAll(() => server.close());

const saved = (version: number) => ({ body: { data: savedApplication({ version }) } });

describe('Save Draft', () => {
  it('sends the whole application with the version it was made on, and says so', async () => {
    server.answer('PUT /api/loan/save-draft', saved(4));
    const { user } = await renderKccForm(server, { application: savedApplication({ version: 3 }) });
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Draft saved successfully!')).toBeInTheDocument();
    const [request] = server.requestsTo('PUT /api/loan/save-draft');
    expect(request!.headers['if-match']).toBe('"3"');
    expect(request!.headers.authorization).toBe('Bearer farmer-token');
    const body = request!.json() as Record<string, unknown>;
    expect(body).toMatchObject({ applicantName: 'Ramesh Kumar', guarantorDetails: [] });
    // Areas go in acres; the flat crop list is rebuilt from the land records.
    expect(body.cropDetails).toEqual([
      expect.objectContaining({ crop: 'Wheat', area: 2, areaUnit: 'acre' }),
      expect.objectContaining({ crop: 'Paddy', area: 2.47105, areaUnit: 'acre' }),
    ]);
    expect(body).not.toHaveProperty('_id');
    expect(body).not.toHaveProperty('version');

    // The next save names the version the server answered with.
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(server.requestsTo('PUT /api/loan/save-draft')).toHaveLength(2));
    expect(server.requestsTo('PUT /api/loan/save-draft')[1]!.headers['if-match']).toBe('"4"');
  });

  it('shows the server’s error, or "Failed to save draft", and says nothing is lost', async () => {
    server.answer('PUT /api/loan/save-draft', {
      status: 400,
      body: { error: 'Applicant name can be at most 100 characters', code: 'validation' },
    });
    const { user } = await renderKccForm(server);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Applicant name can be at most 100 characters Your changes are kept on this phone and are not lost.',
    );
    server.answer('PUT /api/loan/save-draft', { status: 502, body: '<html>Bad gateway</html>' });
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to save draft Your changes are kept/),
    );
  });

  it('on a 409 says someone else changed it, keeps the work and offers the latest version', async () => {
    server.answer('PUT /api/loan/save-draft', {
      status: 409,
      body: {
        error: 'This application was changed by someone else. Please reload it and try again.',
        code: 'staleApplication',
      },
    });
    const { user } = await renderKccForm(server, { application: savedApplication() });
    await openStep(user, 'Personal Details');
    await user.clear(screen.getByLabelText(/^Applicant name/));
    await user.type(screen.getByLabelText(/^Applicant name/), 'Ramesh K. Yadav');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This application was changed by someone else.');
    await waitFor(() => expect(localStorage.getItem(offlineCopyKey(FARMER_PHONE))).toContain('Ramesh K. Yadav'));

    server.answer('GET /api/loan/application', {
      body: { data: savedApplication({ version: 7, applicantName: 'Ramesh Kumar' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Load the latest saved application' }));
    // The wizard starts again from the server's version and offers the work kept on this phone.
    expect(await screen.findByRole('button', { name: 'Restore my changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    await stepLoaded();
    expect(screen.getByLabelText(/^Applicant name/)).toHaveValue('Ramesh K. Yadav');
  });
});

describe('Continue', () => {
  it('from step 1 shows Processing... for 2 seconds, loads the suggestions once, then opens step 2', async () => {
    const { user } = await renderKccForm(server);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: /Processing.../ })).toBeDisabled();
    expect(screen.getByText('Processing Documents')).toBeInTheDocument();
    expect(screen.getByText('Please wait while we extract data from your uploaded documents...')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Personal Details' }, { timeout: 4_000 });
    expect(server.requestsTo('GET /api/file/suggestions')).toHaveLength(1);
    expect(screen.queryByText('Processing Documents')).not.toBeInTheDocument();
  });

  it('from step 2 on saves silently when a main field has a value, and stops at the step’s mistakes', async () => {
    server.answer('PUT /api/loan/save-draft', saved(1));
    const { user } = await renderKccForm(server);
    await openStep(user, 'Personal Details');

    // Nothing typed yet: nothing to save, but the step's required fields are named.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the applicant name')).toBeInTheDocument();
    expect(server.requestsTo('PUT /api/loan/save-draft')).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Some details need your attention.');
    const name = screen.getByLabelText(/^Applicant name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter the applicant name');
    expect(name).toHaveFocus();

    // Typing clears the message of that field; the others stay until they are right.
    await user.type(name, 'Ramesh Kumar');
    expect(screen.queryByText('Please enter the applicant name')).not.toBeInTheDocument();
    expect(screen.getByText('Please choose the caste category')).toBeInTheDocument();
    // Still stopped by the step's checks: nothing is saved, so the server never holds a half-checked step.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some details need your attention.');
    expect(screen.getByLabelText(/^Caste category/)).toHaveFocus();
    expect(server.requestsTo('PUT /api/loan/save-draft')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Personal Details' })).toBeInTheDocument();
  });

  it('with a complete step saves and moves on', async () => {
    server.answer('PUT /api/loan/save-draft', saved(4));
    const { user } = await renderKccForm(server, { application: savedApplication() });
    await openStep(user, 'Personal Details');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Financial Details' });
    expect(server.requestsTo('PUT /api/loan/save-draft')).toHaveLength(1);
    expect(screen.queryByText('Draft saved successfully!')).not.toBeInTheDocument();
    // The save makes the cached application stale; reading it again neither restarts nor reloads the wizard.
    await waitFor(() => expect(server.requestsTo('GET /api/loan/application')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await screen.findByRole('heading', { level: 2, name: 'Personal Details' });
  });

  it('says a refused save was refused, naming the server’s reason, not the network', async () => {
    server.answer('PUT /api/loan/save-draft', {
      status: 400,
      body: {
        error: 'Please check the marked fields',
        code: 'validation',
        issues: [{ path: 'loanAmount', message: 'Loan amount is too large' }],
      },
    });
    const { user } = await renderKccForm(server, { application: savedApplication() });
    await openStep(user, 'Personal Details');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Please check the marked fields Your changes are kept on this phone and are not lost.',
    );
    expect(alert).not.toHaveTextContent('network');
  });
});

describe('editing a submitted application', () => {
  it('keeps the changes off the server until Update Application, and says so', async () => {
    server.answer('PUT /api/loan/application', {
      body: { data: savedApplication({ status: 'farmerSubmitted', version: 4, loanAmount: 175000 }) },
    });
    const { user } = await renderKccForm(server, { application: savedApplication({ status: 'farmerSubmitted' }) });
    expect(
      screen.getByText(
        /Changes you make are kept on this phone and reach the bank only when you press Update Application./,
      ),
    ).toBeInTheDocument();
    await openStep(user, 'Financial Details');
    const amount = screen.getByLabelText(/^Loan amount/);
    await user.clear(amount);
    await user.type(amount, '175000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Property & Assets' });
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(/Your application is with the bank as you submitted it./)).toBeInTheDocument();
    expect(server.requestsTo('PUT /api/loan/save-draft')).toHaveLength(0);
    await waitFor(() => expect(localStorage.getItem(offlineCopyKey(FARMER_PHONE))).toContain('175000'));

    await openStep(user, 'Declaration');
    await user.click(screen.getByRole('button', { name: 'Update Application' }));
    expect(await screen.findByText('Application updated successfully!')).toBeInTheDocument();
    const sent = server.requestsTo('PUT /api/loan/application')[0]!.json() as { loanAmount: unknown };
    expect(Number(sent.loanAmount)).toBe(175000);
  });

  it('submits a saved draft as a new application', async () => {
    const { user } = await renderKccForm(server, { application: savedApplication({ status: 'formFill' }) });
    await openStep(user, 'Declaration');
    expect(screen.getByRole('button', { name: 'Submit KCC Application' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Application' })).not.toBeInTheDocument();
  });
});

describe('Submit', () => {
  it('sends a new application with POST, guarantors only when the toggle is on, then shows the success screen', async () => {
    server.answer('POST /api/loan/application', {
      status: 201,
      body: { data: savedApplication({ status: 'farmerSubmitted', version: 4 }) },
    });
    const application = savedApplication({ guarantorDetails: [{ name: 'Mahesh' } as never] });
    // A form that was never saved: create mode, though the data is complete (filled offline, restored).
    const { user } = await renderKccForm(server, {
      history: [{ at: '2026-11-21T10:00:00.000Z', action: 'submitted', fromStatus: null, status: 'farmerSubmitted' }],
    });
    writeOfflineCopy(localStorage, FARMER_PHONE, {
      form: applicationForForm({ ...application, guarantorDetails: [] }).form,
      guarantorsApply: false,
      step: 8,
      savedAt: Date.now(),
      unsaved: true,
    });
    // Reopen the form so the copy is offered.
    window.history.pushState(null, '', '/about');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    window.history.pushState(null, '', '/kcc-form');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await user.click(await screen.findByRole('button', { name: 'Restore my changes' }));
    await screen.findByRole('heading', { level: 2, name: 'Declaration' });
    await stepLoaded();
    // The phone did not keep the account number: it is typed again.
    await openStep(user, 'Financial Details');
    await user.type(screen.getByLabelText(/^Bank account number/), '31234567890');
    await openStep(user, 'Declaration');

    await user.click(screen.getByRole('button', { name: 'Submit KCC Application' }));
    expect(await screen.findByRole('heading', { name: 'Application Submitted Successfully!' })).toBeInTheDocument();
    const body = server.requestsTo('POST /api/loan/application')[0]!.json() as Record<string, unknown>;
    expect(body.guarantorDetails).toEqual([]);
    expect(body.bankAccount).toMatchObject({ accountNumber: '31234567890' });
    expect(
      screen.getByText(/Your KCC application has been received and is currently under review./),
    ).toBeInTheDocument();
    expect(screen.queryByText('Application updated successfully!')).not.toBeInTheDocument();
    expect(await screen.findByText('The bank has received your application.')).toBeInTheDocument();
    // Nothing is left on the phone once the server has it.
    expect(localStorage.getItem(offlineCopyKey(FARMER_PHONE))).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit my Appication' }));
    expect(window.location.pathname).toBe('/');
  }, 15_000);

  it('updates an existing application with PUT and says so', async () => {
    server.answer('PUT /api/loan/application', {
      body: { data: savedApplication({ status: 'farmerSubmitted', version: 4 }) },
    });
    const { user } = await renderKccForm(server, { application: savedApplication({ status: 'farmerSubmitted' }) });
    await openStep(user, 'Declaration');
    await user.click(screen.getByRole('button', { name: 'Update Application' }));
    expect(await screen.findByText('Application updated successfully!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeInTheDocument();
    expect(server.requestsTo('PUT /api/loan/application')[0]!.headers['if-match']).toBe('"3"');
  });

  it('with mistakes opens the first step that needs attention instead of sending', async () => {
    const { user } = await renderKccForm(server, {
      application: savedApplication({
        status: 'farmerSubmitted',
        bankAccount: { accountNumber: '', ifscCode: 'SBIN0001234', bankName: 'SBI' },
      }),
    });
    await openStep(user, 'Declaration');
    await user.click(screen.getByRole('button', { name: 'Update Application' }));
    await screen.findByRole('heading', { level: 2, name: 'Financial Details' });
    await stepLoaded();
    expect(screen.getByRole('alert')).toHaveTextContent('We have opened the first step that needs attention.');
    expect(screen.getByText('Please enter the bank account number')).toBeInTheDocument();
    expect(server.requestsTo('PUT /api/loan/application')).toHaveLength(0);
  });

  it('shows "Error submitting form: " with the server’s reason, and the fields it refused', async () => {
    server.answer('PUT /api/loan/application', {
      status: 400,
      body: {
        error: 'Please check the marked fields',
        code: 'validation',
        issues: [{ path: 'panNumber', message: 'PAN number is not valid' }],
      },
    });
    const { user } = await renderKccForm(server, { application: savedApplication({ status: 'farmerSubmitted' }) });
    await openStep(user, 'Declaration');
    await user.click(screen.getByRole('button', { name: 'Update Application' }));
    await screen.findByRole('heading', { level: 2, name: 'Personal Details' });
    await stepLoaded();
    expect(screen.getByRole('alert')).toHaveTextContent('Error submitting form: Please check the marked fields');
    expect(screen.getByLabelText(/^PAN number/)).toHaveAccessibleDescription('PAN number is not valid');
  });
});

describe('the unsaved copy on this phone', () => {
  it('once the draft is saved, is kept as saved (for opening with no network) and never offered back', async () => {
    server.answer('PUT /api/loan/save-draft', saved(4));
    const { user, view } = await renderKccForm(server, { application: savedApplication({ version: 3 }) });
    await openStep(user, 'Personal Details');
    await user.clear(screen.getByLabelText(/^Applicant name/));
    await user.type(screen.getByLabelText(/^Applicant name/), 'Sita Devi');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Draft saved successfully!')).toBeInTheDocument();
    const kept = readOfflineCopy(localStorage, FARMER_PHONE);
    expect(kept).toMatchObject({ unsaved: false, version: 4, form: { applicantName: 'Sita Devi' } });
    expect(kept!.form).not.toHaveProperty('aadharNo');
    view.unmount();

    await renderKccForm(server, { application: savedApplication({ version: 4, applicantName: 'Sita Devi' }) });
    expect(screen.queryByText(/This phone has changes/)).not.toBeInTheDocument();
    expect(readOfflineCopy(localStorage, FARMER_PHONE)).toMatchObject({ unsaved: false });
  });

  it('is written as the farmer types, offered after a reload, and can be discarded', async () => {
    const { user, view } = await renderKccForm(server);
    await openStep(user, 'Personal Details');
    await user.type(screen.getByLabelText(/^Applicant name/), 'Sita');
    await waitFor(() => expect(localStorage.getItem(offlineCopyKey(FARMER_PHONE))).toContain('Sita'));
    view.unmount();

    await renderKccForm(server);
    expect(screen.getByText(/This phone has changes you made that were not saved yet./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(localStorage.getItem(offlineCopyKey(FARMER_PHONE))).toBeNull();
    expect(screen.queryByText(/This phone has changes/)).not.toBeInTheDocument();
  });

  it('keeps no Aadhar, PAN or account number on the phone, says so, and restores around the numbers on screen', async () => {
    // A copy written before the numbers were left out is neither offered nor kept.
    localStorage.setItem(
      offlineCopyKey(FARMER_PHONE),
      JSON.stringify({ format: 1, form: { aadharNo: '999988887777' }, step: 2 }),
    );
    const { user, view } = await renderKccForm(server, { application: savedApplication() });
    expect(screen.queryByText(/This phone has changes/)).not.toBeInTheDocument();
    expect(localStorage.getItem(offlineCopyKey(FARMER_PHONE))).toBeNull();

    await openStep(user, 'Personal Details');
    await user.clear(screen.getByLabelText(/^Applicant name/));
    await user.type(screen.getByLabelText(/^Applicant name/), 'Sita Devi');
    await user.clear(screen.getByLabelText(/^PAN number/));
    await user.type(screen.getByLabelText(/^PAN number/), 'ZZZPK9999Z');
    await waitFor(() => expect(localStorage.getItem(offlineCopyKey(FARMER_PHONE))).toContain('Sita Devi'));
    const stored = localStorage.getItem(offlineCopyKey(FARMER_PHONE))!;
    for (const number of ['ZZZPK9999Z', '234567890124', '31234567890']) expect(stored).not.toContain(number);
    view.unmount();

    await renderKccForm(server, { application: savedApplication() });
    expect(
      screen.getByText(
        /For your safety, Aadhar, PAN and bank account numbers \(also the guarantors’ Aadhar\) are not kept on this phone/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    await stepLoaded();
    expect(screen.getByLabelText(/^Applicant name/)).toHaveValue('Sita Devi');
    // The numbers are those on screen: the saved application's.
    expect(screen.getByLabelText(/^Aadhar number/)).toHaveValue('234567890124');
    expect(screen.getByLabelText(/^PAN number/)).toHaveValue('ABCPK1234F');
  }, 15_000);
});
