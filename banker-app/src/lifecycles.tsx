import { createRoleAppLifecycles } from '@kisan-credit/shared-ui/role-app/createRoleAppLifecycles';
import { BankerApp } from './app/BankerApp';

/** What the shell loads as 'banker/lifecycles'. */
export const { bootstrap, mount, unmount } = createRoleAppLifecycles(BankerApp);
