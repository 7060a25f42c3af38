import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createFileStorage } from '../../../../files/storage/createFileStorage';
import { createReadinessChecks, runReadinessChecks } from '../../../../operations/readiness';
import { readyResponseSchema } from '../../../../schemas/operations';

/**
 * GET /api/health/ready: 200 when the database, the job queue and the document store all answer, else 503
 * with the failing ones named, so a load balancer sends no traffic to a process that cannot serve it.
 */
const ready: FastifyPluginAsyncZod = async (app) => {
  const checks = createReadinessChecks(app.database.db, createFileStorage(app.config));
  const schema = {
    summary: 'The database, the job queue and the document store answer (503 names those that do not)',
    response: { 200: readyResponseSchema, 503: readyResponseSchema },
  };
  app.get('/', { schema }, async (_request, reply) => {
    const results = await runReadinessChecks(checks);
    const failing = Object.entries(results).filter(([, result]) => !result.ok);
    if (failing.length > 0) app.log.warn({ failing: Object.fromEntries(failing) }, 'not ready');
    return reply
      .code(failing.length === 0 ? 200 : 503)
      .send({ status: failing.length === 0 ? 'ok' : 'unavailable', checks: results });
  });
};

export default ready;
