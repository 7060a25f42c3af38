// Node-side entry (built by webpack.prerender.js): the public pages rendered to HTML at build time, so a
// farmer's phone paints the page from the first response instead of after the scripts have run.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { createSessionStore } from 'shared-api/client/sessionStore';
import { AppFrame } from '../app/App';
import { AppRoutes } from '../app/AppRoutes';

export { PRERENDERED_FOLDER, PRERENDERED_PATHS, prerenderedFileFor } from 'shared-api/contract/prerenderedPages';

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** styled-components' <style> tags for exactly the rules the page uses. */
  styleTags: string;
}

/** One page as a signed-out English visitor first sees it (the browser hydrates it when that holds). */
export function renderPublicPage(pathname: string): RenderedPage {
  const store = createSessionStore({ apiBaseUrl: '/api' });
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
