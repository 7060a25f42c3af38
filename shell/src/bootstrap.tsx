import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createAppStore } from 'shared-api/client/store';
import { App } from './app/App';
import { startRoleAppsWhenSignedIn } from './features/role-apps/startRoleAppsWhenSignedIn';

const store = createAppStore();
const root = createRoot(document.getElementById('root')!);

// Render the layout (with the role apps' outlet) synchronously, so single-spa always finds it.
flushSync(() => root.render(<App store={store} />));
startRoleAppsWhenSignedIn(store);
