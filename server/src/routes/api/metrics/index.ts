import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** GET /api/metrics: this process's Prometheus metrics (the proxy in front keeps it from the public). */
const metrics: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    summary:
      'Prometheus metrics: request durations per route, OTP sends, document queue and reading times, workflow steps',
    response: { 200: z.string() },
  };
  app.get('/', { schema }, async (_request, reply) =>
    reply
      .type(app.metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await app.metrics.registry.metrics()),
  );
};

export default metrics;
