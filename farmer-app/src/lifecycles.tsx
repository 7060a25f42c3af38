import { createRoleAppLifecycles } from '@kisan-credit/shared-ui/role-app/createRoleAppLifecycles';
import { FarmerApp } from './app/FarmerApp';

/** What the shell loads as 'farmer/lifecycles'. */
export const { bootstrap, mount, unmount } = createRoleAppLifecycles(FarmerApp);
