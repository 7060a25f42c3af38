import { createRoot } from 'react-dom/client';
import { adoptDevSessionFromUrl } from 'shared-api/client/devSession';
import { createAppStore } from 'shared-api/client/store';
import { GlobalStyle } from 'shared-ui/components/GlobalStyle';
import { ThemeRoot } from 'shared-ui/components/ThemeRoot';
import { FarmerApp } from './app/FarmerApp';

// The standalone dev page (npm run dev -w farmer-app): the same app as in the portal, with its own store.
// Sign-in: see adoptDevSessionFromUrl.
const store = createAppStore();
adoptDevSessionFromUrl(store);

createRoot(document.getElementById('root')!).render(
  <ThemeRoot>
    <GlobalStyle />
    <FarmerApp store={store} />
  </ThemeRoot>,
);
