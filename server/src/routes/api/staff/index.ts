import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const panelLawyerSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  phone: z.string(),
  openCases: z.number().int(),
});

/** What a banker needs to know of their branch's staff: the lawyers they may assign. */
const staff: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lawyers',
    {
      onRequest: app.requireRole('banker'),
      schema: {
        summary: 'The lawyers on the panel of the banker’s branch, each with their open cases',
        response: { 200: z.object({ data: z.array(panelLawyerSchema) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { branchId } = request.user!;
      return { data: branchId ? await app.organisation.panel(branchId) : [] };
    },
  );
};

export default staff;
