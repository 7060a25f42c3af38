import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptDevSessionFromUrl } from 'shared-api/client/devSession';
import { createAppStore, type AppStore } from 'shared-api/client/store';
import { GlobalStyle } from '../components/GlobalStyle';
import { ThemeRoot } from '../components/ThemeRoot';

/**
 * A remote's standalone dev page (`npm run dev -w <remote>`): the same app as in the portal, with its own
 * store. Sign-in: see adoptDevSessionFromUrl.
 */
export function renderStandalone(App: ComponentType<{ store: AppStore }>, container: HTMLElement): void {
  const store = createAppStore();
  adoptDevSessionFromUrl(store);
  createRoot(container).render(
    <ThemeRoot>
      <GlobalStyle />
      <App store={store} />
    </ThemeRoot>,
  );
}
