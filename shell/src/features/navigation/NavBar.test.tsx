import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageNavigation } from '@kisan-credit/shared-api/client/logout';
import { setLanguage } from '@kisan-credit/shared-ui/i18n/language';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { renderShell } from '../../testing/renderShell';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => {
  server.reset();
  act(() => void setLanguage('en'));
});
afterAll(() => server.close());

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('navigation bar', () => {
  it('signed out: Home, Contact Us, About Us and Login', () => {
    renderShell({ path: '/about' });
    const nav = mainNavigation();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('signed in (a token exists): Logout instead of Login', () => {
    renderShell({ path: '/about', role: 'user' });
    const nav = mainNavigation();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('Logout tells the server with the bearer token, clears the session and reloads at /', async () => {
    const user = userEvent.setup();
    const reload = jest.spyOn(pageNavigation, 'reloadAt').mockImplementation(() => undefined);
    server.answer('POST /api/auth/logout', { body: { success: true } });
    const { store } = renderShell({ path: '/about', role: 'user', apiBaseUrl: server.apiBaseUrl });

    await user.click(within(mainNavigation()).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    const [request] = server.requestsTo('POST /api/auth/logout');
    expect(request?.headers.authorization).toBe('Bearer token-for-user');
    expect(request?.headers['content-type']).toMatch(/application\/json/);
    expect(store.getState().session.authToken).toBeNull();
    for (const key of ['authToken', 'userPhone', 'userRole']) expect(localStorage.getItem(key)).toBeNull();
  });

  it('a failing logout call is only logged: the session is cleared and the page reloads anyway', async () => {
    const user = userEvent.setup();
    const reload = jest.spyOn(pageNavigation, 'reloadAt').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.answer('POST /api/auth/logout', { status: 500, body: { error: 'Database down', code: 'x' } });
    const { store } = renderShell({ path: '/contact', role: 'lawyer', apiBaseUrl: server.apiBaseUrl });

    await user.click(within(mainNavigation()).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(warn).toHaveBeenCalled();
    expect(store.getState().session.authToken).toBeNull();
  });

  // jsdom applies no media queries (the menu button stays display: none there), so it is found by its label.
  it('the small-screen menu slides in with the same items and closes again', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/about' });
    const open = screen.getByLabelText('Open menu');
    expect(open).toHaveAttribute('aria-expanded', 'false');

    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const drawers = screen.getAllByRole('navigation', { name: 'Main navigation' });
    const drawer = drawers.at(-1)!;
    expect(within(drawer).getByRole('link', { name: 'Login' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('link', { name: 'Contact Us' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/contact');
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(1);

    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(1);
  });

  it('the small-screen menu has the language switch too; choosing a language closes the drawer, the page shows in it', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/about' });
    await user.click(screen.getByLabelText('Open menu'));
    const drawer = screen.getAllByRole('navigation', { name: 'Main navigation' }).at(-1)!;

    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Language' }), 'हिन्दी');

    expect(screen.getAllByRole('navigation', { name: 'मुख्य नेविगेशन' })).toHaveLength(1);
    expect(screen.queryByLabelText('मेनू बंद करें')).not.toBeInTheDocument();
    const menuButton = screen.getByLabelText('मेनू खोलें');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
    expect(
      within(screen.getByRole('navigation', { name: 'मुख्य नेविगेशन' })).getByRole('link', { name: 'लॉग इन' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  });
});
