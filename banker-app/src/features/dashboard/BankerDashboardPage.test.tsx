import { act, screen, waitFor, within } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { BANKER_TOKEN, listItem, renderBankerApp } from '../../testing/renderBankerApp';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const AMOUNTS = { sanctioned: 1_250_000, disbursed: 400_000 };
const COUNTS = {
  awaitingLawyerAssignment: 7,
  underLegalReview: 2,
  readyForBankingReview: 1,
  finalApprovalAndDisbursed: 0,
  all: 10,
};

/** The server's pages: 7 awaiting a lawyer (two pages, one with no status), 1 ready for banking review. */
function scriptTheBranch() {
  const awaiting = Array.from({ length: 7 }, (_, index) =>
    listItem(index + 1, index === 1 ? { status: undefined } : {}),
  );
  const ready = [listItem(9, { status: 'bankerApproval', applicantName: 'Approved Farmer' })];
  server.answer('GET /api/sheet/kcc-applications', (request) => {
    const group = request.query.get('group');
    const page = Number(request.query.get('page'));
    const size = Number(request.query.get('pageSize'));
    const q = request.query.get('q')?.toLowerCase();
    let all = group === 'readyForBankingReview' ? ready : group === 'awaitingLawyerAssignment' ? awaiting : [];
    if (q)
      all = all.filter((item) => (item.applicantName ?? '').toLowerCase().includes(q) || item.phoneNumber.includes(q));
    return {
      body: {
        data: all.slice((page - 1) * size, page * size),
        page,
        pageSize: size,
        total: all.length,
        counts: COUNTS,
        amounts: AMOUNTS,
        serviceLevelDays: 14,
      },
    };
  });
}

const rowNames = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-label'))
    .map((item) => item.getAttribute('aria-label'));

describe('banker dashboard', () => {
  it('opens on the first tab, five a page, with the counts, the total and the pipeline', async () => {
    scriptTheBranch();
    const { user } = renderBankerApp(server, '/banker-dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Banker Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1-5 of 7 applications')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Awaiting Lawyer Assignment' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Farmer 1', 'Farmer 2', 'Farmer 3', 'Farmer 4', 'Farmer 5']);
    expect(screen.getByRole('listitem', { name: 'Farmer 2' })).toHaveTextContent('Submitted');
    const [first] = server.requestsTo('GET /api/sheet/kcc-applications');
    expect(Object.fromEntries(first!.query)).toEqual({ group: 'awaitingLawyerAssignment', page: '1', pageSize: '5' });
    expect(first!.headers.authorization).toBe(`Bearer ${BANKER_TOKEN}`);

    const chart = screen.getByRole('img', { name: 'Applications at a glance' });
    expect(within(chart).getByTestId('pipeline-awaitingLawyerAssignment')).toHaveTextContent(
      'Awaiting Lawyer Assignment: 7',
    );
    expect(within(chart).getByTestId('pipeline-underLegalReview')).toHaveTextContent('Under Legal Review: 2');
    const money = screen.getByRole('img', { name: 'Loan amounts across the branch' });
    expect(within(money).getByTestId('amounts-sanctioned')).toHaveTextContent('Sanctioned: ₹12,50,000');
    expect(within(money).getByTestId('amounts-disbursed')).toHaveTextContent('Disbursed: ₹4,00,000');

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: /Awaiting Lawyer Assignment/ })).toHaveTextContent(/7$/);
    expect(within(drawer).getByRole('button', { name: /Under Legal Review/ })).toHaveTextContent(/2$/);
    expect(within(drawer).getByRole('button', { name: /Final Approval & Disbursed/ })).toHaveTextContent(/0$/);
    expect(within(drawer).getByText('Total Applications').parentElement).toHaveTextContent('10');
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 6-7 of 7 applications')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Farmer 6', 'Farmer 7']);
  });

  it('switching tabs starts at page 1 and hides the pagination of a single page', async () => {
    scriptTheBranch();
    const { user } = renderBankerApp(server, '/banker-dashboard?page=2');
    await screen.findByText('Showing 6-7 of 7 applications');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: /Ready for Banking Review/ }));
    expect(await screen.findByText('Showing 1-1 of 1 applications')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Approved Farmer' })).toHaveTextContent('Banker Approval');
    expect(Object.fromEntries(server.requestsTo('GET /api/sheet/kcc-applications').at(-1)!.query)).toEqual({
      group: 'readyForBankingReview',
      page: '1',
      pageSize: '5',
    });
    expect(screen.queryByRole('navigation', { name: 'Pages of applications' })).not.toBeInTheDocument();
  });

  it('searches by name or phone on the server, from page 1', async () => {
    scriptTheBranch();
    const { user } = renderBankerApp(server, '/banker-dashboard?page=2');
    await screen.findByText('Showing 6-7 of 7 applications');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, phone or ID' }), 'Farmer 3{Enter}');
    expect(await screen.findByText('Showing 1-1 of 1 applications')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Farmer 3']);
    expect(server.requestsTo('GET /api/sheet/kcc-applications').at(-1)!.query.get('q')).toBe('Farmer 3');
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name, phone or ID' }));
    expect(await screen.findByText('Showing 1-5 of 7 applications')).toBeInTheDocument();
  });

  it('opens the bank details and the preview of a row', async () => {
    scriptTheBranch();
    server.answer('GET /api/loan/kcc-application', { status: 500, body: { error: 'not scripted here', code: 'x' } });
    server.answer('GET /api/loan/application/history', { body: { data: [] } });
    const { user } = renderBankerApp(server, '/banker-dashboard');
    const row = await screen.findByRole('listitem', { name: 'Farmer 2' });
    await user.click(within(row).getByRole('button', { name: 'Edit Bank Details' }));
    expect(window.location.pathname).toBe('/bank-details/u-2');
    act(() => {
      window.history.pushState(null, '', '/banker-dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Farmer 3' })).getByRole('button', { name: 'View All Data' }),
    );
    expect(window.location.pathname).toBe('/application-preview/u-3');
  });

  it('sorts, filters and sizes the queue on the server, keeping it in the address, from page 1', async () => {
    scriptTheBranch();
    const { user } = renderBankerApp(server, '/banker-dashboard?page=2');
    await screen.findByText('Showing 6-7 of 7 applications');
    const lastQuery = () => Object.fromEntries(server.requestsTo('GET /api/sheet/kcc-applications').at(-1)!.query);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Days pending, longest waiting first');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'daysPending', page: '1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'daysPending', pageSize: '20' }));
    expect(await screen.findByText('Showing 1-7 of 7 applications')).toBeInTheDocument();

    await user.click(screen.getByText('Filters'));
    await user.type(screen.getByRole('textbox', { name: 'Village or PIN' }), '261001');
    await user.type(screen.getByLabelText('Amount from (₹)'), '50000');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        group: 'awaitingLawyerAssignment',
        page: '1',
        pageSize: '20',
        sort: 'daysPending',
        place: '261001',
        amountMin: '50000',
      }),
    );
    expect(window.location.search).toBe('?sort=daysPending&rows=20&place=261001&amountMin=50000');

    // Another tab keeps the order and filters.
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: /Ready for Banking Review/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ group: 'readyForBankingReview', place: '261001' }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('place'));
  });

  it('names each row’s next step and shows its days pending, marked past the server’s target', async () => {
    server.answer('GET /api/sheet/kcc-applications', {
      body: {
        data: [
          listItem(1, { status: 'farmerSubmitted', daysPending: 3 }),
          listItem(2, { status: 'lawyer', daysPending: 11 }),
          listItem(3, { status: 'bankerApproval', daysPending: 0 }),
        ],
        page: 1,
        pageSize: 5,
        total: 3,
        counts: COUNTS,
        serviceLevelDays: 10,
      },
    });
    renderBankerApp(server, '/banker-dashboard');
    const first = await screen.findByRole('listitem', { name: 'Farmer 1' });
    expect(within(first).getByRole('button', { name: 'Assign lawyer' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Days pending3 days pending');
    const second = screen.getByRole('listitem', { name: 'Farmer 2' });
    expect(within(second).queryByRole('button', { name: 'Assign lawyer' })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Waiting on others');
    expect(second).toHaveTextContent('11 days pending (past the 10-day target)');
    const third = screen.getByRole('listitem', { name: 'Farmer 3' });
    expect(within(third).getByRole('button', { name: 'Give final approval' })).toBeInTheDocument();
    // The decision is locked from the recommendation on: no bank details to edit.
    expect(within(third).queryByRole('button', { name: 'Edit Bank Details' })).not.toBeInTheDocument();
  });

  it('exports the filtered list as CSV or Excel with the session token', async () => {
    scriptTheBranch();
    server.answer('GET /api/sheet/kcc-applications/export', { body: 'a,b' });
    const { user } = renderBankerApp(server, '/banker-dashboard?sort=amount&order=asc&place=Rampur');
    await screen.findByText('Showing 1-5 of 7 applications');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(server.requestsTo('GET /api/sheet/kcc-applications/export')).toHaveLength(1));
    const [request] = server.requestsTo('GET /api/sheet/kcc-applications/export');
    expect(Object.fromEntries(request!.query)).toEqual({
      format: 'xlsx',
      group: 'awaitingLawyerAssignment',
      sort: 'amount',
      order: 'asc',
      place: 'Rampur',
    });
    expect(request!.headers.authorization).toBe(`Bearer ${BANKER_TOKEN}`);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    expect(screen.queryByText('Export failed')).not.toBeInTheDocument();

    server.answer('GET /api/sheet/kcc-applications/export', { status: 500, body: { error: 'down' } });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Export failed');
  });

  it('shows the empty and loading states', async () => {
    let release: () => void = () => undefined;
    server.answer('GET /api/sheet/kcc-applications', {
      after: new Promise<void>((resolve) => (release = resolve)),
      body: { data: [], page: 1, pageSize: 5, total: 0, counts: { all: 0 } },
    });
    renderBankerApp(server, '/banker-dashboard');
    expect(await screen.findByText('Loading applications...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading applications...')).not.toBeInTheDocument());
  });
});
