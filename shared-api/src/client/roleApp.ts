import type { Message } from 'shared-api/contract/messages/catalogue';
import type { AppStore } from 'shared-api/client/store';

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
  crashed: {
    en: 'Something went wrong on this page. Please reload it.',
    hi: 'इस पृष्ठ पर कुछ गड़बड़ हो गई। कृपया इसे फिर से लोड करें।',
  },
  loadFailed: {
    en: 'This part of the portal could not be loaded. Please check your connection and reload the page.',
    hi: 'पोर्टल का यह भाग लोड नहीं हो सका। कृपया अपना कनेक्शन जाँचें और पृष्ठ फिर से लोड करें।',
  },
  loading: { en: 'Loading...', hi: 'लोड हो रहा है...' },
  retry: { en: 'Retry', hi: 'पुनः प्रयास करें' },
  incompatible: {
    en: 'This part of the portal is being updated and cannot open right now. Please try again in a few minutes.',
    hi: 'पोर्टल के इस भाग को अपडेट किया जा रहा है और यह अभी नहीं खुल सकता। कृपया कुछ मिनट बाद पुनः प्रयास करें।',
  },
} as const satisfies Record<string, Message>;
