import { screen, within } from '@testing-library/react';
import { startScriptedApiServer, type ScriptedApiServer } from 'shared-api/client/testing/scriptedApiServer';
import { applicationForBanker, renderBankerApp } from '../../testing/renderBankerApp';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const HISTORY = [
  {
    id: 1,
    at: '2026-11-01T10:00:00.000Z',
    action: 'submitted',
    actorUserId: 'u-1',
    actorRole: 'user',
    changedFields: [],
    fromStatus: null,
    toStatus: 'farmerSubmitted',
  },
  {
    id: 2,
    at: '2026-11-02T10:00:00.000Z',
    action: 'legalReviewCompleted',
    actorUserId: 'l-1',
    actorRole: 'lawyer',
    changedFields: [],
    fromStatus: 'lawyer',
    toStatus: 'banker',
    remarks: 'Title clear',
  },
];

function scriptApplication(overrides = {}) {
  server.answer('GET /api/loan/kcc-application', { body: { data: applicationForBanker(overrides) } });
  server.answer('GET /api/loan/application/history', { body: { data: HISTORY } });
}

describe('application preview', () => {
  it('shows the header, every section, the timeline, and Save Changes only after an edit', async () => {
    scriptApplication();
    server.answer('PATCH /api/loan/application', {
      body: { data: applicationForBanker({ version: 5, applicantName: 'Ramesh K' }) },
    });
    const { user } = renderBankerApp(server, '/application-preview/u-1');
    expect(await screen.findByText('Loading application data...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ramesh Kumar' })).toBeInTheDocument();
    expect(screen.getByText('ramesh-kumar-9876543210')).toBeInTheDocument();
    for (const section of [
      'Personal Details',
      'ID Information',
      'Loan Details',
      'Crop Details',
      'Land Details',
      'Family Members',
      'Income Details',
      'Guarantor Details',
      'Bank Account Details',
      'Banking Details',
    ]) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('Total Annual Income').parentElement).toHaveTextContent('₹3,00,000');
    const timeline = await screen.findByRole('list', { name: 'Application Timeline' });
    expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('Legal review completed — lawyer');
    expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('Title clear');

    // Removal rules: the first family member, land record and crop stay.
    expect(screen.queryByRole('button', { name: 'Remove Family Member 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Land Record 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Crop 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Crop 2' })).toBeInTheDocument();

    expect(screen.getByLabelText('Caste category')).toHaveValue('OBC');
    expect(screen.getByLabelText('PIN Code')).toHaveValue('261001');
    expect(screen.getByRole('group', { name: 'Crop 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save All Changes' })).not.toBeInTheDocument();
    const income = screen.getByLabelText('Income from other sources');
    await user.clear(income);
    await user.type(income, '100000');
    expect(screen.getByText('Total Annual Income').parentElement).toHaveTextContent('₹3,40,000');
    await user.clear(screen.getByLabelText('Applicant name'));
    await user.type(screen.getByLabelText('Applicant name'), 'Ramesh K');
    expect(screen.getByRole('button', { name: 'Save All Changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Application updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    const [patch] = server.requestsTo('PATCH /api/loan/application');
    expect(patch!.headers['if-match']).toBe('"4"');
    const body = patch!.json() as Record<string, unknown>;
    expect(body).toMatchObject({
      applicantName: 'Ramesh K',
      annualIncome: { fromAgriculture: 240_000, fromOthers: 100_000 },
    });
    for (const serverField of ['status', 'userId', '_id', 'key', 'version', 'createdAt', 'phoneNumber'])
      expect(body).not.toHaveProperty(serverField);
  });

  it("says 'Oops!' in a dialog when the save is refused, and Reload keeps the officer's edits on the newer application", async () => {
    scriptApplication();
    server.answer('PATCH /api/loan/application', {
      status: 409,
      body: { error: 'Changed meanwhile', code: 'staleApplication' },
    });
    const { user } = renderBankerApp(server, '/application-preview/u-1');
    const name = await screen.findByLabelText('Applicant name');
    await user.type(name, ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: /Oops!/ });
    expect(dialog).toHaveTextContent('Someone else saved this application after you opened it');
    expect(screen.getByLabelText('Applicant name')).toHaveValue('Ramesh Kumar Jr');
    server.answer('GET /api/loan/kcc-application', {
      body: { data: applicationForBanker({ version: 6, applicantName: 'Ramesh Kumar', loanAmount: 175000 }) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    // The other officer's amount arrives; the name this officer typed is put back, still to be saved.
    expect(await screen.findByDisplayValue('175000')).toBeInTheDocument();
    expect(screen.getByLabelText('Applicant name')).toHaveValue('Ramesh Kumar Jr');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    server.answer('PATCH /api/loan/application', {
      body: { data: applicationForBanker({ version: 7, applicantName: 'Ramesh Kumar Jr', loanAmount: 175000 }) },
    });
    await user.click(screen.getAllByRole('button', { name: /Save/ })[0]!);
    const patch = server.requestsTo('PATCH /api/loan/application').at(-1)!;
    expect(patch.headers['if-match']).toBe('"6"');
    expect(patch.json()).toMatchObject({ applicantName: 'Ramesh Kumar Jr', loanAmount: 175000 });
  });

  it("says 'Application Not Found' for an unknown application", async () => {
    server.answer('GET /api/loan/kcc-application', {
      status: 404,
      body: { error: 'Application not found', code: 'notFound' },
    });
    const { user } = renderBankerApp(server, '/application-preview/u-404');
    expect(await screen.findByRole('heading', { name: 'Application Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The loan application you're looking for could not be found.")).toBeInTheDocument();
    server.answer('GET /api/sheet/kcc-applications', {
      body: { data: [], page: 1, pageSize: 5, total: 0, counts: {} },
    });
    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(window.location.pathname).toBe('/banker-dashboard');
  });
});

describe('workflow actions on the preview', () => {
  it('approves after confirmation, sending the loaded version', async () => {
    scriptApplication();
    server.answer('POST /api/loan/application/actions', {
      body: { data: applicationForBanker({ status: 'bankerApproval', version: 5 }) },
    });
    const { user } = renderBankerApp(server, '/application-preview/u-1');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve' });
    expect(dialog).toHaveTextContent('Are you sure you want to continue?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Application status updated')).toBeInTheDocument();
    const [action] = server.requestsTo('POST /api/loan/application/actions');
    expect(action!.json()).toEqual({ action: 'approve' });
    expect(action!.query.get('userId')).toBe('u-1');
    expect(action!.headers['if-match']).toBe('"4"');
  });

  it('records a disbursement of at most the sanctioned amount', async () => {
    scriptApplication({ status: 'finalApproval', bankDetails: { loanAmountSanctioned: 150_000 } });
    server.answer('POST /api/loan/application/actions', {
      body: { data: applicationForBanker({ status: 'disbursed', version: 5 }) },
    });
    const { user } = renderBankerApp(server, '/application-preview/u-1');
    await user.click(await screen.findByRole('button', { name: 'Record disbursement' }));
    const dialog = screen.getByRole('dialog', { name: 'Record disbursement' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(dialog).toHaveTextContent('Enter an amount more than 0');
    expect(dialog).toHaveTextContent('Choose the disbursement date');
    await user.type(within(dialog).getByLabelText('Disbursement amount (₹)'), '150001');
    await user.type(within(dialog).getByLabelText('Disbursement date'), '2026-11-20');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(dialog).toHaveTextContent('The amount cannot be more than the sanctioned amount (₹1,50,000)');
    expect(server.requestsTo('POST /api/loan/application/actions')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Disbursement amount (₹)'));
    await user.type(within(dialog).getByLabelText('Disbursement amount (₹)'), '150000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Application status updated')).toBeInTheDocument();
    expect(server.requestsTo('POST /api/loan/application/actions')[0]!.json()).toEqual({
      action: 'recordDisbursement',
      amount: 150_000,
      date: '2026-11-20',
    });
  });

  it('offers assigning a lawyer to a submitted application', async () => {
    scriptApplication({ status: 'farmerSubmitted' });
    renderBankerApp(server, '/application-preview/u-1');
    expect(await screen.findByRole('button', { name: 'Assign lawyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});

describe('letters on the preview', () => {
  it('issues the sanction letter once the loan is sanctioned and lists it', async () => {
    scriptApplication({ status: 'finalApproval', bankDetails: { loanAmountSanctioned: 120000 } as never });
    server.answer('GET /api/letters', { body: { data: [] } });
    const { user } = renderBankerApp(server, '/application-preview/u-1');
    const letters = await screen.findByRole('region', { name: 'Letters' });
    expect(within(letters).getByText('No letter has been issued yet.')).toBeInTheDocument();
    const issued = {
      kind: 'sanctionLetter',
      url: '/api/file/3f2b8c1e-0000-4000-8000-000000000001',
      issuedAt: '2026-01-20T05:00:00.000Z',
    };
    server.answer('POST /api/letters/sanctionLetter', { status: 201, body: { data: issued } });
    server.answer('GET /api/letters', { body: { data: [issued] } });
    await user.click(within(letters).getByRole('button', { name: 'Issue sanction letter' }));
    expect(server.requestsTo('POST /api/letters/sanctionLetter')[0]!.query.get('userId')).toBe('u-1');
    expect(await within(letters).findByText(/issued on 20 Jan 2026/)).toBeInTheDocument();
  });

  it('offers only the application summary before the sanction', async () => {
    scriptApplication({ status: 'banker' });
    server.answer('GET /api/letters', { body: { data: [] } });
    renderBankerApp(server, '/application-preview/u-1');
    const letters = await screen.findByRole('region', { name: 'Letters' });
    expect(within(letters).getByRole('button', { name: 'Issue application summary' })).toBeInTheDocument();
    expect(within(letters).queryByRole('button', { name: 'Issue sanction letter' })).not.toBeInTheDocument();
  });
});
