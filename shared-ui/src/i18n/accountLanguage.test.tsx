import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { signedIn } from '@kisan-credit/shared-api/client/session';
import { createSessionStore, type AppStore } from '@kisan-credit/shared-api/client/sessionStore';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import type { SessionInfo } from '@kisan-credit/shared-api/contract/auth';
import type { Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { ThemeRoot } from '../components/ThemeRoot';
import { reconcile, useAccountLanguage } from './accountLanguage';
import { currentLanguage, setLanguage } from './language';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(async () => {
  server.reset();
  await act(() => setLanguage('en'));
  localStorage.clear();
});
afterAll(() => server.close());

const PUT_LANGUAGE = 'PUT /api/auth/language';

function accountSession(language: Language): SessionInfo {
  return { phone: '9876543210', role: 'user', expiresAt: '2026-01-15T11:00:00.000Z', uploadMaxBytes: 1024, language };
}

/** The shell's layout in small: the account's language kept in step, and the language switch. */
function Page() {
  useAccountLanguage();
  return <LanguageSwitch />;
}

function renderPage({ signedInAs }: { signedInAs?: string } = {}): AppStore {
  const store = createSessionStore({ apiBaseUrl: server.apiBaseUrl, storage: localStorage });
  if (signedInAs) store.dispatch(signedIn({ token: 'tok', role: signedInAs, phone: '9876543210' }));
  render(
    <Provider store={store}>
      <ThemeRoot>
        <Page />
      </ThemeRoot>
    </Provider>,
  );
  return store;
}

const sessionLoaded = () => waitFor(() => expect(server.requestsTo('GET /api/auth/session')).toHaveLength(1));

describe('the language switch of a signed-in person', () => {
  it('sends the choice to the account, with the bearer token', async () => {
    const user = userEvent.setup();
    server.answer('GET /api/auth/session', { body: accountSession('en') });
    server.answer(PUT_LANGUAGE, ({ json }) => ({ body: json() }));
    renderPage({ signedInAs: 'user' });
    await sessionLoaded();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'मराठी');

    await waitFor(() => expect(server.requestsTo(PUT_LANGUAGE)).toHaveLength(1));
    const [sent] = server.requestsTo(PUT_LANGUAGE);
    expect(sent!.json()).toEqual({ language: 'mr' });
    expect(sent!.headers.authorization).toBe('Bearer tok');
    expect(currentLanguage()).toBe('mr');
    expect(localStorage.getItem('language')).toBe('mr');
  });

  it('still switches, and stays signed in, when the account cannot be reached', async () => {
    const user = userEvent.setup();
    server.answer('GET /api/auth/session', { body: accountSession('en') });
    server.answer(PUT_LANGUAGE, { status: 503, body: { error: 'down', code: 'unavailable' } });
    const store = renderPage({ signedInAs: 'banker' });
    await sessionLoaded();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'বাংলা');

    await waitFor(() => expect(server.requestsTo(PUT_LANGUAGE)).toHaveLength(1));
    expect(currentLanguage()).toBe('bn');
    expect(screen.getByRole('combobox')).toHaveValue('bn');
    expect(localStorage.getItem('language')).toBe('bn');
    expect(store.getState().session.authToken).toBe('tok');
  });

  it('sends nothing for a visitor who is not signed in', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    expect(currentLanguage()).toBe('hi');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests).toEqual([]);
  });
});

describe('when a session starts', () => {
  it('shows the account’s language on a device where nobody chose one, without making it the device’s choice', async () => {
    server.answer('GET /api/auth/session', { body: accountSession('ta') });
    const store = renderPage();
    expect(currentLanguage()).toBe('en');

    act(() => void store.dispatch(signedIn({ token: 'tok', role: 'user', phone: '9876543210' })));

    await waitFor(() => expect(currentLanguage()).toBe('ta'));
    expect(screen.getByRole('combobox')).toHaveValue('ta');
    expect(document.documentElement.lang).toBe('ta');
    expect(localStorage.getItem('language')).toBeNull();
    expect(server.requestsTo(PUT_LANGUAGE)).toEqual([]);
  });

  it('sends the device’s own choice when it differs from the account’s, and keeps showing it', async () => {
    await act(() => setLanguage('hi'));
    server.answer('GET /api/auth/session', { body: accountSession('ta') });
    server.answer(PUT_LANGUAGE, ({ json }) => ({ body: json() }));
    renderPage({ signedInAs: 'lawyer' });

    await waitFor(() => expect(server.requestsTo(PUT_LANGUAGE)).toHaveLength(1));
    expect(server.requestsTo(PUT_LANGUAGE)[0]!.json()).toEqual({ language: 'hi' });
    expect(currentLanguage()).toBe('hi');
  });

  it('leaves the page as it is when the session cannot be read (offline)', async () => {
    server.answer('GET /api/auth/session', { status: 503, body: { error: 'down', code: 'unavailable' } });
    renderPage({ signedInAs: 'user' });
    await sessionLoaded();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentLanguage()).toBe('en');
    expect(server.requestsTo(PUT_LANGUAGE)).toEqual([]);
  });
});

describe('reconcile', () => {
  it('sends a device choice that differs, and nothing when the two agree', () => {
    expect(reconcile('ta', 'hi', 'hi')).toEqual({ send: 'hi' });
    expect(reconcile('en', 'mr', 'mr')).toEqual({ send: 'mr' });
    expect(reconcile('hi', 'hi', 'hi')).toBeNull();
  });

  it('shows the account’s language where the device holds no choice, but not English, every account’s start', () => {
    expect(reconcile('ta', undefined, 'en')).toEqual({ show: 'ta' });
    expect(reconcile('ta', undefined, 'ta')).toBeNull();
    expect(reconcile('en', undefined, 'hi')).toBeNull();
  });
});
