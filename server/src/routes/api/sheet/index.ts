import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationExportQuerySchema,
  applicationListQuerySchema,
} from '@kisan-credit/shared-api/contract/applicationList';
import { callerOf } from '../../../http/applicationHttp';
import { requestLanguage } from '../../../http/requestLanguage';
import { EXPORT_CONTENT_TYPES, exportStream } from '../../../http/listDownload';
import { applicationListAnswerSchema } from '../../../schemas/application';

/** The dashboards' list (GET /sheet/kcc-applications, docs/requirements.md#r7-calls), one page and the tab counts at a time. */
const sheet: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/kcc-applications',
    {
      onRequest: app.requireRole('lawyer', 'banker'),
      schema: {
        summary: 'One dashboard page (sorted and filtered) and the count of every tab',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.applications.list(callerOf(request), request.query);
    },
  );

  // docs/requirements.md#r10-queues: the filtered list as a file, streamed as it is read.
  app.get(
    '/kcc-applications/export',
    {
      onRequest: app.requireRole('lawyer', 'banker'),
      schema: {
        summary: 'The filtered dashboard list as CSV or Excel (xlsx), Aadhaar and account numbers masked',
        querystring: applicationExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const caller = callerOf(request);
      const batches = app.applications.exportRows(caller, request.query);
      // The first batch is read before answering, so a refused filter is a clean 403, not a broken file.
      const first = await batches.next();
      async function* all() {
        if (!first.done) yield first.value;
        yield* batches;
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="kcc-applications-${day}.${format}"`)
        .type(EXPORT_CONTENT_TYPES[format])
        .send(exportStream(all(), format, requestLanguage(request)));
    },
  );
};

export default sheet;
