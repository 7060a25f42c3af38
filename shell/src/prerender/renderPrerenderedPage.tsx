// Node-side entry (built by createPrerenderConfig): the prerendered pages rendered to HTML at build time, so a
// farmer's phone paints the page from the first response instead of after the scripts have run.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { signedIn } from '@kisan-credit/shared-api/client/session';
import { createSessionStore } from '@kisan-credit/shared-api/client/sessionStore';
import { roleRequiredForPath } from '@kisan-credit/shared-api/contract/roles';
import { AppFrame } from '../app/App';
import { AppRoutes } from '../app/AppRoutes';

export {
  PRERENDERED_FOLDER,
  PRERENDERED_PATHS,
  prerenderedFileFor,
} from '@kisan-credit/shared-api/contract/prerenderedPages';
/** The pages are drawn in English: scripts/prerender.mjs awaits its texts first. */
export { loadTexts } from '@kisan-credit/shared-ui/i18n/language';

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** styled-components' <style> tags for exactly the rules the page uses. */
  styleTags: string;
}

/**
 * One page as its visitor first sees it in English (prerenderedVisitorFor): the browser hydrates it when
 * that is who opens it. A role app's page is drawn for a session of that role, which no one can use.
 */
export function renderPrerenderedPage(pathname: string): RenderedPage {
  const store = createSessionStore({ apiBaseUrl: '/api' });
  const role = roleRequiredForPath(pathname);
  if (role !== null) store.dispatch(signedIn({ token: 'prerendered', role, phone: '' }));
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppFrame store={store}>
          <StaticRouter location={pathname}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
