import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@kisan-credit/shared-ui/i18n/language';
import { renderShell } from '../testing/renderShell';

const currentPath = () => screen.getByTestId('current-path').textContent;
const landingHeadline = () => screen.queryByRole('heading', { name: 'Empowering Farmers with Digital Solutions' });
/** An allowed role path shows the role app's loading state until single-spa mounts it. */
const roleAppLoading = () => screen.queryByText(/^Loading/);

const ROLE_PATHS = {
  user: ['/kcc-form'],
  lawyer: ['/lawyer-dashboard', '/land-details/u-1'],
  banker: ['/banker-dashboard', '/bank-details/u-1', '/application-preview/u-1'],
} as const;
const HOME = { user: '/kcc-form', lawyer: '/lawyer-dashboard', banker: '/banker-dashboard' } as const;
const ROLES = ['user', 'lawyer', 'banker'] as const;

describe('role guards (docs/requirements.md#r2-route-table)', () => {
  const cases = ROLES.flatMap((role) =>
    ROLES.flatMap((owner) => ROLE_PATHS[owner].map((path) => ({ role, owner, path }))),
  );

  it.each(cases)('$role opening $path', async ({ role, owner, path }) => {
    renderShell({ path, role });
    if (role === owner) {
      expect(roleAppLoading()).toBeInTheDocument();
      expect(currentPath()).toBe(path);
    } else {
      // Unauthorised → /, which sends a signed-in user on to their own page.
      await waitFor(() => expect(currentPath()).toBe(HOME[role]));
    }
  });

  it.each(Object.values(ROLE_PATHS).flat())('signed out, %s redirects to the landing page', async (path) => {
    renderShell({ path });
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(landingHeadline()).toBeInTheDocument();
  });

  it('an unknown path goes to /', async () => {
    renderShell({ path: '/no-such-page' });
    await waitFor(() => expect(currentPath()).toBe('/'));
  });
});

describe('home redirect by role', () => {
  it.each([
    ['banker', '/banker-dashboard'],
    ['lawyer', '/lawyer-dashboard'],
    ['user', '/kcc-form'],
  ])('%s opening / goes to %s', async (role, home) => {
    renderShell({ path: '/', role });
    await waitFor(() => expect(currentPath()).toBe(home));
  });

  it('an unexpected role value is treated as a farmer and stays on /kcc-form (no redirect loop)', async () => {
    renderShell({ path: '/', role: 'farmer' });
    await waitFor(() => expect(currentPath()).toBe('/kcc-form'));
    expect(roleAppLoading()).toBeInTheDocument();
  });

  it('signed out, / shows the landing page with the sign-in card', () => {
    renderShell({ path: '/' });
    expect(landingHeadline()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Apply for an instant KCC Loan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
  });

  it('/form shows the sign-in card to visitors and sends a signed-in farmer to the form', async () => {
    renderShell({ path: '/form' });
    expect(screen.getByRole('heading', { name: 'Apply for an instant KCC Loan' })).toBeInTheDocument();

    renderShell({ path: '/form', role: 'user' });
    await waitFor(() => expect(screen.getAllByTestId('current-path').at(-1)).toHaveTextContent('/kcc-form'));
  });
});

describe('layout', () => {
  it('public pages: navigation bar, green background, footer', () => {
    renderShell({ path: '/about' });
    expect(screen.getByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByTestId('page')).toHaveAttribute('data-background', 'public');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/banker-dashboard', '/bank-details/u-1', '/application-preview/u-1'])(
    'staff path %s: no navigation bar, grey background, footer still there',
    (path) => {
      renderShell({ path, role: 'banker' });
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
      expect(screen.getByTestId('page')).toHaveAttribute('data-background', 'staff');
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('the farmer form keeps the navigation bar (it is not a staff path)', () => {
    renderShell({ path: '/kcc-form', role: 'user' });
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByTestId('page')).toHaveAttribute('data-background', 'public');
  });

  it('while the farmer app loads, /kcc-form shows the top of the farmer’s page, as it is prerendered', () => {
    renderShell({ path: '/kcc-form', role: 'user' });
    expect(screen.getByRole('heading', { level: 1, name: 'KCC Application Form' })).toBeInTheDocument();
    expect(screen.getByText('Complete all steps to submit your Kisan Credit Card application')).toBeInTheDocument();
    expect(screen.getByText('Loading your application...')).toBeInTheDocument();
  });

  it('the role apps outlet is in the layout on every page, so single-spa can always mount', () => {
    const { container } = renderShell({ path: '/contact' });
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(container.querySelector('#role-app-outlet')).not.toBeNull();
  });

  it('the footer has the quick links, contact details, a social link and the copyright', () => {
    renderShell({ path: '/' });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('About Us');
    expect(footer.querySelector('a[href="/about"]')).not.toBeNull();
    expect(footer.querySelector('a[href="/contact"]')).toHaveTextContent('Contact');
    expect(footer.querySelector('a[href="/login"]')).toHaveTextContent('Farmer Login');
    expect(footer.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(footer.querySelector('a[href^="mailto:"]')).not.toBeNull();
    expect(footer.querySelector('a[target="_blank"]')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });
});

describe('language', () => {
  afterEach(() => act(() => void setLanguage('en')));

  it('the switch in the navigation bar shows every text in Hindi without losing what was typed, and is remembered', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/contact' });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Sita Devi');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');

    expect(screen.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'मुख्य नेविगेशन' });
    expect(within(navigation).getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('textbox', { name: /^नाम/ })).toHaveValue('Sita Devi');
    // The footer names the product as the navigation bar does, in the reader's script.
    expect(within(screen.getByRole('contentinfo')).getByRole('heading', { name: 'किसान क्रेडिट' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Kisan Credit');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');

    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'English');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
