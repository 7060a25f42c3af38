import { screen, within } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { applicationForBanker, renderBankerApp } from '../../testing/renderBankerApp';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

function scriptApplication(bankDetails: Record<string, unknown> = {}) {
  server.answer('GET /api/loan/kcc-application', {
    body: { data: applicationForBanker({ bankDetails: bankDetails as never }) },
  });
  server.answer('GET /api/sheet/kcc-applications', { body: { data: [], page: 1, pageSize: 5, total: 0, counts: {} } });
}

describe('bank details', () => {
  it('shows every section with the saved details, defaults filled, and saves them', async () => {
    scriptApplication({ dateOfSanction: '2026-11-20T10:30:00.000Z', rateOf1YearMCLR: '8.5', branchName: 'Rampur' });
    server.answer('PATCH /api/loan/application', { body: { data: applicationForBanker({ version: 5 }) } });
    const { user } = renderBankerApp(server, '/bank-details/u-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Bank Details Management' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Branch name')).toHaveValue('Rampur');
    for (const section of [
      'Branch Information',
      'Application Timeline',
      'Financial Details',
      'Additional Comments',
      'Primary and Collateral Securities',
    ]) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Date of sanction')).toHaveValue('2026-11-20');
    expect(screen.getByLabelText('1-year MCLR rate (%)')).toHaveValue(8.5);
    expect(screen.getByLabelText('1-year MCLR rate (%)')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Financial year')).toHaveValue('2025-26');
    expect(screen.getByLabelText('Primary securities')).toHaveValue('Hypothication of Standing Crop');

    await user.clear(screen.getByLabelText('1-year MCLR rate (%)'));
    await user.type(screen.getByLabelText('Loan amount sanctioned'), '150000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Bank details updated successfully!');
    const [patch] = server.requestsTo('PATCH /api/loan/application');
    expect(patch!.query.get('userId')).toBe('u-1');
    expect(patch!.headers['if-match']).toBe('"4"');
    expect(patch!.json()).toMatchObject({
      bankDetails: {
        rateOf1YearMCLR: 0,
        loanAmountSanctioned: 150_000,
        dateOfSanction: '2026-11-20',
        branchName: 'Rampur',
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(window.location.pathname).toBe('/banker-dashboard');
  });

  it("shows the server's failure text, else 'Update failed'", async () => {
    scriptApplication();
    server.answer('PATCH /api/loan/application', {
      status: 400,
      body: { error: 'Loan amount sanctioned must be a number', code: 'invalid' },
    });
    const { user } = renderBankerApp(server, '/bank-details/u-1');
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Loan amount sanctioned must be a number');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    server.answer('PATCH /api/loan/application', { status: 502, body: 'bad gateway' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Update failed');
  });

  it("says 'Failed to fetch application details' when the application cannot be loaded", async () => {
    server.answer('GET /api/loan/kcc-application', {
      status: 404,
      body: { error: 'Application not found', code: 'notFound' },
    });
    renderBankerApp(server, '/bank-details/u-9');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Failed to fetch application details');
  });
});

describe('bank details conflict', () => {
  it("says 'Oops!' where the officer looks when the save is refused, and Reload puts their edits on the newer details", async () => {
    scriptApplication({ branchName: 'Rampur' });
    server.answer('PATCH /api/loan/application', {
      status: 409,
      body: { error: 'Changed meanwhile', code: 'staleApplication' },
    });
    const { user } = renderBankerApp(server, '/bank-details/u-1');
    await user.type(await screen.findByLabelText('District'), 'Sitapur');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: /Oops!/ });
    expect(dialog).toHaveTextContent('Someone else saved this application after you opened it');
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toHaveFocus();
    server.answer('GET /api/loan/kcc-application', {
      body: { data: applicationForBanker({ version: 7, bankDetails: { branchName: 'Rampur East' } as never }) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    // Their change is in; the officer's typed district is back on top of it, ready to save again.
    expect(await screen.findByDisplayValue('Rampur East')).toBeInTheDocument();
    expect(screen.getByLabelText('District')).toHaveValue('Sitapur');
    server.answer('PATCH /api/loan/application', { body: { data: applicationForBanker({ version: 8 }) } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const patches = server.requestsTo('PATCH /api/loan/application');
    expect(patches.at(-1)!.headers['if-match']).toBe('"7"');
    expect(patches.at(-1)!.json()).toMatchObject({ bankDetails: { branchName: 'Rampur East', district: 'Sitapur' } });
  });
});

describe('bank details with context', () => {
  it('shows whose application it is and what it asks for, and offers an explicit empty month of review', async () => {
    scriptApplication({});
    const { user } = renderBankerApp(server, '/bank-details/u-1');
    const context = await screen.findByRole('region', { name: 'The application' });
    expect(context).toHaveTextContent('Ramesh Kumar');
    expect(context).toHaveTextContent('Amount requested');
    expect(context).toHaveTextContent('₹1,50,000');
    expect(context).toHaveTextContent('Eligible KCC limit (land and crops)₹2,16,579');
    const month = screen.getByLabelText('Month of review');
    expect(month).toHaveValue('');
    expect(within(month).getAllByRole('option')[0]).toHaveTextContent('Not chosen');
    await user.selectOptions(month, 'March');
    expect(month).toHaveValue('March');
  });

  it('keeps the sanction within the eligible limit unless a reason is given, and the dates in order', async () => {
    scriptApplication({});
    const { user } = renderBankerApp(server, '/bank-details/u-1');
    await user.type(await screen.findByLabelText('Loan amount sanctioned'), '300000');
    expect(screen.getByText(/more than the eligible limit \(₹2,16,579\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('more than the eligible limit');
    expect(server.requestsTo('PATCH /api/loan/application')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.type(
      screen.getByLabelText('Reason for sanctioning above the eligible limit'),
      'Dairy unit financed too',
    );
    expect(screen.queryByText(/more than the eligible limit/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Date of sanction'), '2026-01-20');
    await user.type(screen.getByLabelText('Date of post-inspection'), '2026-01-10');
    expect(screen.getByText('Date of post-inspection cannot be before date of sanction.')).toBeInTheDocument();
  });
});
