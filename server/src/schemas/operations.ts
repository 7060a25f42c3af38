import { z } from 'zod';

export const liveResponseSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number().int() });

const checkResultSchema = z.object({ ok: z.boolean(), ms: z.number().int(), error: z.string().optional() });

export const readyResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({ database: checkResultSchema, queue: checkResultSchema, storage: checkResultSchema }),
});
