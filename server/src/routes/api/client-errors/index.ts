import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BROWSER_ERROR_REPORT_MAX_BYTES,
  BROWSER_ERROR_REPORTS_PER_MINUTE,
} from '@kisan-credit/shared-api/contract/browserErrorReport';
import { browserErrorReportSchema } from '@kisan-credit/shared-api/contract/browserErrorReportSchema';
import { ApiError } from '../../../http/apiError';
import { createPerMinuteLimit } from '../../../operations/perMinuteLimit';

/**
 * POST /api/client-errors: an error a page met, written to this server's log (with the request id) and
 * counted in the metrics. Public, as the pages fail signed out too; so bounded per address and minute.
 */
const clientErrors: FastifyPluginAsyncZod = async (app) => {
  const perAddress = createPerMinuteLimit(BROWSER_ERROR_REPORTS_PER_MINUTE, () => app.clock().getTime());
  app.post(
    '/',
    {
      bodyLimit: BROWSER_ERROR_REPORT_MAX_BYTES,
      // Counted before the body is read and checked, so a flood of bad reports is refused as cheaply.
      onRequest: async (request) => {
        if (!perAddress.take(request.ip)) {
          throw new ApiError(429, 'tooManyErrorReports', { headers: { 'retry-after': '60' } });
        }
      },
      schema: {
        summary: `Report an error a page met (at most ${BROWSER_ERROR_REPORTS_PER_MINUTE} a minute from one address)`,
        body: browserErrorReportSchema,
      },
    },
    async (request, reply) => {
      const report = request.body;
      request.log.warn({ browserError: report, userAgent: request.headers['user-agent'] }, 'A page reported an error');
      app.metrics.browserErrors.inc({ app: report.app });
      return reply.code(204).send();
    },
  );
};

export default clientErrors;
