import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@kisan-credit/shared-api/client/sessionStore';
import { GlobalStyle } from '@kisan-credit/shared-ui/components/GlobalStyle';
import { ThemeRoot } from '@kisan-credit/shared-ui/components/ThemeRoot';
import { AppRoutes } from './AppRoutes';

/** The store, theme and global styles around the shell's router: the same in the browser and at prerender. */
export function AppFrame({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeRoot>
        <GlobalStyle />
        {children}
      </ThemeRoot>
    </Provider>
  );
}

export function App({ store }: { store: AppStore }) {
  return (
    <AppFrame store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
