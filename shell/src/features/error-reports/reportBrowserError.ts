import { BROWSER_ERROR_REPORT_PATH } from '@kisan-credit/shared-api/contract/browserErrorReport';
import type { BrowserErrorReport } from '@kisan-credit/shared-api/contract/browserErrorReportSchema';

// A page caught in a loop of errors must not flood the server: a handful of reports per page load.
const MAX_REPORTS_PER_PAGE = 10;
let sent = 0;
// The API's origin: the page's own, as for every API call.
let apiOrigin: string | undefined;

/** Sends one error to the server's log (POST /api/client-errors); never throws, never waits. */
export function reportBrowserError(report: Omit<BrowserErrorReport, 'path'> & { path?: string }): void {
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  sent++;
  const body: BrowserErrorReport = {
    ...report,
    message: report.message.slice(0, 1000) || 'Unknown error',
    ...(report.stack ? { stack: report.stack.slice(0, 4000) } : {}),
    // The path only: a query may carry a search for a name or a number.
    path: (report.path ?? globalThis.location.pathname).slice(0, 300),
  };
  void fetch(new URL(BROWSER_ERROR_REPORT_PATH, apiOrigin ?? globalThis.location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}

/** Every error nobody caught on this page, from the shell or any role app in it, is reported. */
export function reportUncaughtErrors({ origin }: { origin?: string } = {}): void {
  apiOrigin = origin;
  globalThis.addEventListener('error', (event) => {
    const error = event.error as Error | undefined;
    reportBrowserError({ app: 'shell', kind: 'error', message: error?.message ?? event.message, stack: error?.stack });
  });
  globalThis.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as Error | string | undefined;
    const message = typeof reason === 'string' ? reason : (reason?.message ?? String(reason));
    reportBrowserError({
      app: 'shell',
      kind: 'unhandledRejection',
      message,
      stack: typeof reason === 'object' ? reason?.stack : undefined,
    });
  });
}
