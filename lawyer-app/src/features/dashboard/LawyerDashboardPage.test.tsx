import { act, screen, waitFor, within } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { LAWYER_TOKEN, listItem, renderLawyerApp } from '../../testing/renderLawyerApp';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

/** The server's pages: 7 incoming (two pages), 1 completed. */
function scriptTheQueue() {
  const incoming = Array.from({ length: 7 }, (_, index) => listItem(index + 1));
  const completed = [listItem(9, { status: 'banker', applicantName: 'Reviewed Farmer' })];
  server.answer('GET /api/sheet/kcc-applications', (request) => {
    const group = request.query.get('group');
    const page = Number(request.query.get('page'));
    const size = Number(request.query.get('pageSize'));
    const all = group === 'completed' ? completed : incoming;
    return {
      body: {
        data: all.slice((page - 1) * size, page * size),
        page,
        pageSize: size,
        total: all.length,
        counts: { incoming: 7, completed: 1, all: 8 },
      },
    };
  });
}

const rowNames = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-label'))
    .map((item) => item.getAttribute('aria-label'));

describe('lawyer dashboard', () => {
  it('lists the incoming applications five a page, with the counts, and pages through them', async () => {
    scriptTheQueue();
    const { user } = renderLawyerApp(server, '/lawyer-dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1-5 of 7 applications')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Farmer 1', 'Farmer 2', 'Farmer 3', 'Farmer 4', 'Farmer 5']);
    const [first] = server.requestsTo('GET /api/sheet/kcc-applications');
    expect(Object.fromEntries(first!.query)).toEqual({ group: 'incoming', page: '1', pageSize: '5' });
    expect(first!.headers.authorization).toBe(`Bearer ${LAWYER_TOKEN}`);

    // The sidebar sits in the drawer on a small screen (jsdom has no media queries).
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: /Incoming Applications/ })).toHaveTextContent(
      'Incoming ApplicationsNew applications awaiting legal review7',
    );
    expect(within(drawer).getByRole('button', { name: /Completed Applications/ })).toHaveTextContent(
      /Completed ApplicationsReviewed and completed$/,
    );
    expect(within(drawer).getByText('Total Applications').parentElement).toHaveTextContent('8');
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 6-7 of 7 applications')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Farmer 6', 'Farmer 7']);
    expect(window.location.search).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1-5 of 7 applications')).toBeInTheDocument();
  });

  it('switches to the completed category on page 1', async () => {
    scriptTheQueue();
    const { user } = renderLawyerApp(server, '/lawyer-dashboard?page=2');
    await screen.findByText('Showing 6-7 of 7 applications');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: /Completed Applications/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Completed Applications' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1-1 of 1 applications')).toBeInTheDocument();
    const row = screen.getByRole('listitem', { name: 'Reviewed Farmer' });
    expect(row).toHaveTextContent('Banker Review');
    expect(Object.fromEntries(server.requestsTo('GET /api/sheet/kcc-applications').at(-1)!.query)).toEqual({
      group: 'completed',
      page: '1',
      pageSize: '5',
    });
    expect(screen.queryByRole('navigation', { name: 'Pages of applications' })).not.toBeInTheDocument();
  });

  it('opens the land review and the read-only view of a row', async () => {
    scriptTheQueue();
    server.answer('GET /api/loan/kcc-application', { status: 500, body: { error: 'not scripted here', code: 'x' } });
    const { user } = renderLawyerApp(server, '/lawyer-dashboard');
    const row = await screen.findByRole('listitem', { name: 'Farmer 2' });
    expect(row).toHaveTextContent('IDfarmer-2-9876543202');
    expect(row).toHaveTextContent('Loan Amount₹2,00,000');
    expect(row).toHaveTextContent('Applied21 Nov 2026');
    await user.click(within(row).getByRole('button', { name: 'Complete legal review' }));
    expect(window.location.pathname).toBe('/land-details/u-2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Land Verification & Documentation' }),
    ).toBeInTheDocument();

    act(() => {
      window.history.pushState(null, '', '/lawyer-dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Farmer 3' })).getByRole('button', { name: 'View All Data' }),
    );
    expect(window.location.pathname).toBe('/lawyer-dashboard/application/u-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Details' })).toBeInTheDocument();
  });

  it('shows the red error box when the list cannot be fetched', async () => {
    server.answer('GET /api/sheet/kcc-applications', {
      status: 500,
      body: { error: 'Database down', code: 'internal' },
    });
    renderLawyerApp(server, '/lawyer-dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch applications');
  });

  it('shows the empty state when nothing waits for legal review', async () => {
    server.answer('GET /api/sheet/kcc-applications', {
      body: { data: [], page: 1, pageSize: 5, total: 0, counts: { incoming: 0, completed: 0, all: 0 } },
    });
    renderLawyerApp(server, '/lawyer-dashboard');
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    expect(screen.getByText('There are no applications in this category at the moment.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0-0 of 0 applications')).toBeInTheDocument();
  });

  it('says it is loading while the page is on its way', async () => {
    let release: () => void = () => undefined;
    server.answer('GET /api/sheet/kcc-applications', {
      after: new Promise<void>((resolve) => (release = resolve)),
      body: { data: [listItem(1)], page: 1, pageSize: 5, total: 1, counts: { incoming: 1, completed: 0, all: 1 } },
    });
    renderLawyerApp(server, '/lawyer-dashboard');
    expect(await screen.findByText('Loading applications...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Loading applications...')).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Farmer 1' })).toBeInTheDocument();
  });
});
