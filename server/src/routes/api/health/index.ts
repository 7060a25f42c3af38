import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../schemas/health';

/** GET /api/health: the server is up and its database answers. */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: healthResponseSchema } } }, async () => {
    await app.database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.database.kind };
  });
};

export default health;
