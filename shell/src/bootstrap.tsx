import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createSessionStore } from '@kisan-credit/shared-api/client/sessionStore';
import { prerenderedVisitorFor, visitorOf } from '@kisan-credit/shared-api/contract/prerenderedPages';
import { currentLanguage, loadTexts } from '@kisan-credit/shared-ui/i18n/language';
import { App } from './app/App';
import { reportUncaughtErrors } from './features/error-reports/reportBrowserError';
import { registerServiceWorker } from './features/offline/registerServiceWorker';
import { startRoleAppsWhenSignedIn } from './features/role-apps/startRoleAppsWhenSignedIn';
import { nextTask } from './lib/nextTask';

reportUncaughtErrors();
const store = createSessionStore();
const container = document.getElementById('root')!;
const app = <App store={store} />;

// A page arrives prerendered (scripts/prerender.mjs) for one visitor in English: a public page for a
// signed-out visitor, the farmer's form for a farmer. That visitor's page is hydrated, which keeps what they
// typed before the scripts arrived and the nodes already painted; anyone else's is drawn afresh.
const prerenderedForThisVisitor =
  container.hasChildNodes() &&
  prerenderedVisitorFor(location.pathname) === visitorOf(store.getState().session) &&
  currentLanguage() === 'en';

// The reader's texts arrive first (one chunk, their language only); a prerendered page stays on screen meanwhile.
// As a transition, React yields to the browser every few milliseconds instead of holding a slow phone's main
// thread for the whole page.
void loadTexts().then(() =>
  startTransition(() => {
    if (prerenderedForThisVisitor) {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('The prerendered page did not match; React redrew it.', error),
      });
    } else {
      createRoot(container).render(app);
    }
  }),
);
// Not in the shell's first task, its longest on a slow phone.
void nextTask().then(() => startRoleAppsWhenSignedIn(store));
registerServiceWorker(store.getState().session, location.pathname);
