import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from 'shared-api/client/store';
import { GlobalStyle } from 'shared-ui/components/GlobalStyle';
import { ThemeRoot } from 'shared-ui/components/ThemeRoot';
import { AppRoutes } from './AppRoutes';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeRoot>
        <GlobalStyle />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ThemeRoot>
    </Provider>
  );
}
