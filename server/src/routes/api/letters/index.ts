import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../../http/noStore';
import { LETTER_KINDS } from '@kisan-credit/shared-api/contract/letters';
import { z } from 'zod';
import { callerOf, requiredUserId } from '../../../http/applicationHttp';
import { userIdQuerySchema } from '../../../schemas/application';

const issuedLetter = z.object({ kind: z.enum(LETTER_KINDS), url: z.string(), issuedAt: z.string() });

/** The bank's letters on an application; the PDF itself is downloaded at its url like any document. */
const letters: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'The letters issued on the application: the farmer’s own (the sanction letter once sanctioned), or (staff) ?userId=',
        querystring: userIdQuerySchema,
        response: { 200: z.object({ data: z.array(issuedLetter) }) },
      },
    },
    async (request) => ({ data: await app.letters.list(callerOf(request), request.query.userId) }),
  );

  app.post(
    '/:kind',
    {
      onRequest: app.requireRole('banker'),
      schema: {
        summary:
          'Issue the sanction letter (once sanctioned) or the application summary as PDF, in English and Hindi; replaces the earlier one',
        params: z.strictObject({ kind: z.enum(LETTER_KINDS) }),
        querystring: userIdQuerySchema,
        response: { 201: z.object({ data: issuedLetter }) },
      },
    },
    async (request, reply) => {
      const letter = await app.letters.issue(
        callerOf(request),
        requiredUserId(request.query.userId),
        request.params.kind,
      );
      return reply.code(201).send({ data: letter });
    },
  );
};

export default letters;
