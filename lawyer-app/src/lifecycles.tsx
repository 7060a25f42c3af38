import { createRoleAppLifecycles } from '@kisan-credit/shared-ui/role-app/createRoleAppLifecycles';
import { LawyerApp } from './app/LawyerApp';

/** What the shell loads as 'lawyer/lifecycles'. */
export const { bootstrap, mount, unmount } = createRoleAppLifecycles(LawyerApp);
