import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptDevSessionFromUrl } from '@kisan-credit/shared-api/client/devSession';
import { createAppStore, type AppStore } from '@kisan-credit/shared-api/client/store';
import { GlobalStyle } from '../components/GlobalStyle';
import { ThemeRoot } from '../components/ThemeRoot';
import { loadTexts } from '../i18n/language';

/**
 * A remote's standalone dev page (`npm run dev -w <remote>`): the same app as in the portal, with its own
 * store. Sign-in: see adoptDevSessionFromUrl.
 */
export function renderStandalone(App: ComponentType<{ store: AppStore }>, container: HTMLElement): void {
  const store = createAppStore();
  adoptDevSessionFromUrl(store);
  void loadTexts().then(() =>
    createRoot(container).render(
      <ThemeRoot>
        <GlobalStyle />
        <App store={store} />
      </ThemeRoot>,
    ),
  );
}
