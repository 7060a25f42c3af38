// The report's schema is in browserErrorReportSchema.ts: the shell imports these constants without zod.

/** Where a page sends the errors it meets (POST, JSON, no sign-in needed: the landing page fails too). */
export const BROWSER_ERROR_REPORT_PATH = '/api/client-errors';
/** Largest report body the server reads; a larger one answers 413. */
export const BROWSER_ERROR_REPORT_MAX_BYTES = 8 * 1024;
/** Reports one address may send a minute to one server process; more answer 429. */
export const BROWSER_ERROR_REPORTS_PER_MINUTE = 20;

export const BROWSER_ERROR_KINDS = ['error', 'unhandledRejection', 'roleAppLoadFailed', 'roleAppIncompatible'] as const;
