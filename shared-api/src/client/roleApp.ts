import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { AppStore } from '@kisan-credit/shared-api/client/store';

/**
 * What the shell hands each role app (single-spa customProps) when it mounts it: the portal's one store,
 * and where to render. single-spa-react reads `domElementGetter` from these props.
 */
export interface RoleAppCustomProps {
  store: AppStore;
  domElementGetter: () => HTMLElement;
}

/** The module every remote exposes as './lifecycles'. */
export interface RoleAppLifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
}

export const ROLE_APP_MESSAGES = {
  crashed: message('roleApp:crashed'),
  loadFailed: message('roleApp:loadFailed'),
  loading: message('roleApp:loading'),
  retry: message('roleApp:retry'),
  incompatible: message('roleApp:incompatible'),
} as const satisfies Record<string, Message>;
