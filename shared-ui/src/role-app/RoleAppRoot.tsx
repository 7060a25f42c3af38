import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '@kisan-credit/shared-api/client/store';
import { ThemeRoot } from '../components/ThemeRoot';

/**
 * What every role app renders around its routes: the portal's one store and the theme. The router is the
 * app's own (react-router is bundled per app, not shared, so its context must come from the app's copy).
 */
export function RoleAppRoot({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeRoot>{children}</ThemeRoot>
    </Provider>
  );
}
