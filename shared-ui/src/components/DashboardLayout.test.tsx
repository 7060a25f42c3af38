import { DASHBOARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageNavigation } from '@kisan-credit/shared-api/client/logout';
import { signedIn } from '@kisan-credit/shared-api/client/session';
import { createAppStore } from '@kisan-credit/shared-api/client/store';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { setScreenWidth } from '../../test/matchMedia';
import { RoleAppRoot } from '../role-app/RoleAppRoot';
import { DashboardLayout, type DashboardCategory } from './DashboardLayout';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const categories: DashboardCategory[] = [
  {
    id: 'incoming',
    name: 'Incoming Applications',
    description: 'New applications awaiting legal review',
    icon: '▣',
    count: 3,
  },
  { id: 'completed', name: 'Completed Applications', description: 'Reviewed and completed', icon: '✓' },
];

function renderDashboard(onSelectCategory = jest.fn()) {
  localStorage.clear();
  const store = createAppStore({ apiBaseUrl: server.apiBaseUrl });
  store.dispatch(signedIn({ token: 'staff-token', role: 'lawyer', phone: '9000000002' }));
  render(
    <RoleAppRoot store={store}>
      <DashboardLayout
        title={DASHBOARD_MESSAGES.lawyerDashboardTitle}
        categories={categories}
        activeCategory="incoming"
        onSelectCategory={onSelectCategory}
        total={12}
      >
        <p>The list</p>
      </DashboardLayout>
    </RoleAppRoot>,
  );
  return { store, onSelectCategory };
}

let restoreScreen: (() => void) | undefined;
afterEach(() => restoreScreen?.());

describe('DashboardLayout on a large screen', () => {
  beforeEach(() => {
    restoreScreen = setScreenWidth(1280);
  });

  it('shows the sidebar: categories with icon, name, description and count badge, the total and Logout', async () => {
    const user = userEvent.setup();
    const { onSelectCategory } = renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Application categories' });
    const incoming = within(nav).getByRole('button', { name: /Incoming Applications/ });
    expect(incoming).toHaveTextContent('Incoming ApplicationsNew applications awaiting legal review3');
    expect(incoming).toHaveAttribute('aria-current', 'true');
    const completed = within(nav).getByRole('button', { name: /Completed Applications/ });
    expect(completed).toHaveTextContent(/^✓Completed ApplicationsReviewed and completed$/);
    expect(screen.getByText('Total Applications').parentElement).toHaveTextContent('Total Applications12');
    expect(screen.getByText('The list')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(completed);
    expect(onSelectCategory).toHaveBeenCalledWith('completed');
  });

  it('logs out: the server is told, the session ends and the portal reloads at /', async () => {
    const user = userEvent.setup();
    const reload = jest.spyOn(pageNavigation, 'reloadAt').mockImplementation(() => undefined);
    server.answer('POST /api/auth/logout', { body: { success: true } });
    const { store } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(server.requestsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(store.getState().session.authToken).toBeNull();
  });
});

describe('DashboardLayout on a phone', () => {
  it('keeps the sidebar in a drawer behind Menu, which closes on a choice, Close menu or Escape', async () => {
    const user = userEvent.setup();
    const { onSelectCategory } = renderDashboard();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: /Completed Applications/ }));
    expect(onSelectCategory).toHaveBeenCalledWith('completed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
