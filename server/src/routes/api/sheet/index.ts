import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationListQuerySchema } from 'shared-api/contract/applicationList';
import { callerOf } from '../../../http/applicationHttp';
import { applicationListAnswerSchema } from '../../../schemas/application';

/** The dashboards' list (GET /sheet/kcc-applications, docs/requirements.md#r7-calls), one page and the tab counts at a time. */
const sheet: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/kcc-applications',
    {
      onRequest: app.requireRole('lawyer', 'banker'),
      schema: {
        summary: 'One dashboard page (newest first) and the count of every tab',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.applications.list(callerOf(request), request.query);
    },
  );
};

export default sheet;
