import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveResponseSchema } from '../../../../schemas/operations';

/** GET /api/health/live: the process answers (a load balancer restarts it when this stops answering). */
const live: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    summary: 'The process is alive (asks nothing of the database)',
    response: { 200: liveResponseSchema },
  };
  app.get('/', { schema }, async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }));
};

export default live;
