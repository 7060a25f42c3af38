import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { selectIsSignedIn } from 'shared-api/client/session';
import { createSessionStore } from 'shared-api/client/sessionStore';
import { currentLanguage } from 'shared-ui/i18n/language';
import { App } from './app/App';
import { startRoleAppsWhenSignedIn } from './features/role-apps/startRoleAppsWhenSignedIn';

const store = createSessionStore();
const container = document.getElementById('root')!;
const app = <App store={store} />;

// A public page arrives prerendered for a signed-out English visitor (scripts/prerender.mjs). That visitor's
// page is hydrated, which keeps what they typed before the scripts arrived; anyone else's is drawn afresh.
const prerenderedForThisVisitor =
  container.hasChildNodes() && !selectIsSignedIn(store.getState()) && currentLanguage() === 'en';

if (prerenderedForThisVisitor) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a slow
  // phone's main thread for the whole page: the page is already painted, so nothing waits on it.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('The prerendered page did not match; React redrew it.', error),
    });
  });
} else {
  // Render the layout (with the role apps' outlet) synchronously, so single-spa always finds it.
  flushSync(() => createRoot(container).render(app));
}
startRoleAppsWhenSignedIn(store);
