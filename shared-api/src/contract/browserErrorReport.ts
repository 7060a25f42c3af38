import { z } from 'zod';

/** Where a page sends the errors it meets (POST, JSON, no sign-in needed: the landing page fails too). */
export const BROWSER_ERROR_REPORT_PATH = '/api/client-errors';
/** Largest report body the server reads; a larger one answers 413. */
export const BROWSER_ERROR_REPORT_MAX_BYTES = 8 * 1024;
/** Reports one address may send a minute to one server process; more answer 429. */
export const BROWSER_ERROR_REPORTS_PER_MINUTE = 20;

export const BROWSER_ERROR_KINDS = ['error', 'unhandledRejection', 'roleAppLoadFailed', 'roleAppIncompatible'] as const;

/** One error a page met: which app, what kind, its message and stack, on which path (never the query). */
export const browserErrorReportSchema = z.strictObject({
  app: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/),
  kind: z.enum(BROWSER_ERROR_KINDS),
  message: z.string().min(1).max(1000),
  stack: z.string().max(4000).optional(),
  path: z.string().startsWith('/').max(300),
  /** The role app's release, when the error is about one. */
  release: z.string().max(100).optional(),
});

export type BrowserErrorReport = z.infer<typeof browserErrorReportSchema>;
