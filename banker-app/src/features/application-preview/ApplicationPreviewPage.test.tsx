import { screen, within } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { eligibleKccLimit } from '@kisan-credit/shared-api/contract/calculations/kccLimit';
import { formatInr } from '@kisan-credit/shared-ui/format/currency';
import { applicationForBanker, listItem, renderBankerApp } from '../../testing/renderBankerApp';

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
    const incomeDetails = screen.getByRole('region', { name: 'Income Details' });
    expect(within(incomeDetails).getByText('Total Annual Income').parentElement).toHaveTextContent('₹3,00,000');
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
    expect(within(incomeDetails).getByText('Total Annual Income').parentElement).toHaveTextContent('₹3,40,000');
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

  it('opened again, waits for the latest application instead of letting the officer edit the copy of the last visit', async () => {
    scriptApplication();
    server.answer('GET /api/sheet/kcc-applications', {
      body: { data: [listItem(1, { status: 'banker' })], page: 1, pageSize: 5, total: 1, counts: {} },
    });
    const { user } = renderBankerApp(server, '/application-preview/u-1');
    expect(await screen.findByLabelText('Applicant name')).toHaveValue('Ramesh Kumar');
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));

    // Meanwhile the lawyer completed the review: the server holds version 5.
    let answerNow = () => {};
    server.answer('GET /api/loan/kcc-application', {
      body: { data: applicationForBanker({ version: 5, loanAmount: 180000 }) },
      after: new Promise<void>((resolve) => (answerNow = resolve)),
    });
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Farmer 1' })).getByRole('button', { name: 'View All Data' }),
    );
    expect(await screen.findByText('Loading application data...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Applicant name')).not.toBeInTheDocument();
    answerNow();

    expect(await screen.findByDisplayValue('180000')).toBeInTheDocument();
    server.answer('PATCH /api/loan/application', { body: { data: applicationForBanker({ version: 6 }) } });
    await user.type(screen.getByLabelText('Applicant name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Application updated successfully!')).toBeInTheDocument();
    expect(server.requestsTo('PATCH /api/loan/application').at(-1)!.headers['if-match']).toBe('"5"');
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

describe('the decision screen', () => {
  const FLAT_CROPS = {
    landDetails: [
      { khataNo: '00123', surveyNo: '45/2', landArea: 2, landAreaUnit: 'acre', revenueVillage: 'Rampur' },
      { khataNo: '00456', surveyNo: '12', landArea: 1, landAreaUnit: 'hectare', revenueVillage: 'Rampur' },
    ],
    cropDetails: [
      { season: 'Rabi', crop: 'Wheat', area: 2, areaUnit: 'acre', condition: 'Good' },
      { season: 'Kharif', crop: 'Paddy', area: 1, areaUnit: 'acre', condition: 'Good' },
      { season: 'Rabi', crop: 'Mustard', area: 1, areaUnit: 'acre', condition: 'Good' },
    ],
  };

  it('reads as a credit file: the figures formatted, the verdict, assets, debts, contacts and answers', async () => {
    scriptApplication({
      ...FLAT_CROPS,
      workflow: {
        completeLegalReview: {
          at: '2026-11-02T20:00:00.000Z',
          byUserId: 'l-1',
          verdict: 'issuesFound',
          remarks: 'Mutation pending at tehsil',
        },
      },
    } as never);
    renderBankerApp(server, '/application-preview/u-1');
    const summary = await screen.findByRole('region', { name: 'Credit summary' });
    const limit = eligibleKccLimit({ ...applicationForBanker(), ...FLAT_CROPS })!;
    expect(limit).toBeGreaterThan(0);
    expect(summary).toHaveTextContent('Amount requested₹1,50,000');
    expect(summary).toHaveTextContent(`Eligible KCC limit (land and crops)${formatInr(limit)}`);
    // 1 hectare is 2.47105 acres, shown to two decimals with its unit.
    expect(summary).toHaveTextContent('Applied1 Nov 2026');
    expect(summary).toHaveTextContent('Total land4.47 acres');
    expect(summary).toHaveTextContent('Total outstanding₹1,20,000');
    const review = screen.getByRole('region', { name: 'Legal Review' });
    expect(review).toHaveTextContent('VerdictIssues found');
    expect(review).toHaveTextContent('RemarksMutation pending at tehsil');
    // 2 November, 20:00 UTC is already 3 November in India.
    expect(review).toHaveTextContent('Completed on3 Nov 2026');

    // The flat crop list, spread over the two land records: two crops on the first, one on the second.
    const crops = screen.getByRole('region', { name: 'Crop Details' });
    expect(within(crops).getAllByRole('group', { name: 'Crop 1' })).toHaveLength(2);
    expect(within(crops).getAllByRole('group', { name: 'Crop 2' })).toHaveLength(1);
    expect(
      within(crops)
        .getAllByLabelText('Crop')
        .map((select) => (select as HTMLSelectElement).value),
    ).toEqual(['Wheat', 'Paddy', 'Mustard']);
    expect(screen.getByLabelText('Loan amount').closest('div')!.parentElement).toHaveTextContent('₹1,50,000');
    const lands = screen.getByRole('region', { name: 'Land Details' });
    expect(lands).toHaveTextContent('2.47 acres');

    expect(screen.getByRole('region', { name: 'Assets' })).toHaveTextContent('Total assets₹30,30,000');
    const liabilities = screen.getByRole('region', { name: 'Liabilities' });
    expect(liabilities).toHaveTextContent('Other Bank: ₹1,20,000');
    expect(liabilities).toHaveTextContent('Total EMI a year₹40,000');
    expect(screen.getByRole('region', { name: 'Reference Contacts' })).toHaveTextContent('Mahesh Singh');
    expect(screen.getByRole('region', { name: 'Credit Assessment' })).toHaveTextContent('Business typeCrop Farming');

    // The next step comes after everything else the officer reads.
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(regions.indexOf('Workflow')).toBeGreaterThan(regions.indexOf('Credit Assessment'));
  });

  it('opens the farmer’s and the lawyer’s documents beside the data', async () => {
    scriptApplication({
      documents: { aadharCopy: '/api/file/aadhaar', searchReport: '/api/file/search' },
    } as never);
    server.answer('GET /api/file/search', { body: { report: 'clear' } });
    const { user } = renderBankerApp(server, '/application-preview/u-1');
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(documents).toHaveTextContent("Farmer's documentsAadhar Card");
    expect(documents).toHaveTextContent("Lawyer's legal documentsSearch Report");
    await user.click(within(documents).getByRole('button', { name: 'Open Search Report' }));
    const viewer = screen.getByRole('complementary', { name: 'Document viewer: Search Report' });
    expect(server.requestsTo('GET /api/file/search')).toHaveLength(1);
    // The data stays on screen beside it.
    expect(screen.getByLabelText('Applicant name')).toBeVisible();
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('says the legal review is still to come before the lawyer has given a verdict', async () => {
    scriptApplication({ status: 'lawyer' });
    renderBankerApp(server, '/application-preview/u-1');
    expect(await screen.findByRole('region', { name: 'Legal Review' })).toHaveTextContent(
      'The legal review is not complete yet.',
    );
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

  it('after another officer saved first, Reload brings their version and keeps the disbursement entered', async () => {
    scriptApplication({ status: 'finalApproval', bankDetails: { loanAmountSanctioned: 150_000 } });
    server.answer('POST /api/loan/application/actions', {
      status: 409,
      body: { error: 'Changed meanwhile', code: 'staleApplication' },
    });
    const { user } = renderBankerApp(server, '/application-preview/u-1');
    await user.click(await screen.findByRole('button', { name: 'Record disbursement' }));
    const dialog = screen.getByRole('dialog', { name: 'Record disbursement' });
    await user.type(within(dialog).getByLabelText('Disbursement amount (₹)'), '120000');
    await user.type(within(dialog).getByLabelText('Disbursement date'), '2026-11-20');
    server.answer('GET /api/loan/kcc-application', {
      body: {
        data: applicationForBanker({
          status: 'finalApproval',
          version: 8,
          bankDetails: { loanAmountSanctioned: 150_000 } as never,
        }),
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const refused = await screen.findByRole('alertdialog', { name: 'Oops!' });
    expect(refused).toHaveTextContent('Someone else saved this application after you opened it');
    await user.click(within(refused).getByRole('button', { name: 'Reload' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Disbursement amount (₹)')).toHaveValue(120000);
    expect(within(dialog).getByLabelText('Disbursement date')).toHaveValue('2026-11-20');

    server.answer('POST /api/loan/application/actions', {
      body: { data: applicationForBanker({ status: 'disbursed', version: 9 }) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Application status updated')).toBeInTheDocument();
    const sent = server.requestsTo('POST /api/loan/application/actions').at(-1)!;
    expect(sent.headers['if-match']).toBe('"8"');
    expect(sent.json()).toEqual({ action: 'recordDisbursement', amount: 120_000, date: '2026-11-20' });
  });

  it("shows the server's reason when a step is refused", async () => {
    scriptApplication();
    server.answer('POST /api/loan/application/actions', {
      status: 403,
      body: { error: 'Above your sanctioning limit', code: 'aboveSanctionLimit' },
    });
    const { user } = renderBankerApp(server, '/application-preview/u-1');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Approve' })).getByRole('button', { name: 'Confirm' }));
    const refused = await screen.findByRole('alertdialog', { name: 'Oops!' });
    expect(refused).toHaveTextContent('Above your sanctioning limit');
    expect(within(refused).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('says the branch panel is loading, then lists its lawyers with their open cases', async () => {
    scriptApplication({ status: 'farmerSubmitted' });
    let panelArrives!: () => void;
    server.answer('GET /api/staff/lawyers', {
      body: { data: [{ id: 'l-1', name: 'Suresh Iyer', phone: '9000000002', openCases: 2 }] },
      after: new Promise<void>((resolve) => (panelArrives = resolve)),
    });
    const { user } = renderBankerApp(server, '/application-preview/u-1');
    await user.click(await screen.findByRole('button', { name: 'Assign lawyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign lawyer' });
    const picker = within(dialog).getByLabelText(/Choose a lawyer from the branch panel/);
    expect(picker).toBeDisabled();
    expect(picker).toHaveDisplayValue('Loading...');
    panelArrives();
    await within(dialog).findByRole('option', { name: 'Suresh Iyer (2 open cases)' });
    expect(picker).toBeEnabled();
    expect(picker).toHaveDisplayValue('Choose a lawyer from the branch panel');
  });

  it('says when the branch panel cannot be loaded, and Retry loads it', async () => {
    scriptApplication({ status: 'farmerSubmitted' });
    server.answer('GET /api/staff/lawyers', { drop: true });
    const { user } = renderBankerApp(server, '/application-preview/u-1');
    await user.click(await screen.findByRole('button', { name: 'Assign lawyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign lawyer' });
    const failed = await within(dialog).findByRole('alert');
    expect(failed).toHaveTextContent(
      "The branch panel's lawyers could not be loaded. Please check your connection and try again.",
    );
    server.answer('GET /api/staff/lawyers', {
      body: { data: [{ id: 'l-1', name: 'Suresh Iyer', phone: '9000000002', openCases: 0 }] },
    });
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await user.selectOptions(
      await within(dialog).findByLabelText(/Choose a lawyer from the branch panel/),
      'Suresh Iyer (0 open cases)',
    );
    server.answer('POST /api/loan/application/actions', {
      body: { data: applicationForBanker({ status: 'lawyer', version: 9 }) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Application status updated')).toBeInTheDocument();
    expect(server.requestsTo('POST /api/loan/application/actions')[0]!.json()).toEqual({
      action: 'assignLawyer',
      lawyerId: 'l-1',
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
