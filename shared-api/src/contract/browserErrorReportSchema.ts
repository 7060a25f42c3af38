import { z } from 'zod';
import { BROWSER_ERROR_KINDS } from '@kisan-credit/shared-api/contract/browserErrorReport';

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
