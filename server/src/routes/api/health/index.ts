import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../schemas/health';

/** GET /api/health: the server is up and its database answers. */
const health: FastifyPluginAsyncZod = async (app) => {
  const schema = { summary: 'The server is up and its database answers', response: { 200: healthResponseSchema } };
  app.get('/', { schema }, async () => {
    await app.database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.database.kind };
  });
};

export default health;
