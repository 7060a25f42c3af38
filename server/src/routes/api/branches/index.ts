import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEXT_FORMATS } from 'shared-api/contract/formats';
import { FIELD_LABELS } from 'shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES } from 'shared-api/contract/messages/validation';
import { z } from 'zod';

const pinCode = TEXT_FORMATS.pinCode;
const invalidPin = VALIDATION_MESSAGES.invalidFormat(FIELD_LABELS.pinCode, pinCode.hint).en;

const servingQuerySchema = z.object({
  pin: z.string({ error: invalidPin }).overwrite(pinCode.normalize).refine(pinCode.isValid, invalidPin),
});
const servingBranchSchema = z.object({ ifsc: z.string(), name: z.string() });

/** What a farmer needs to know of the bank's branches: which serve their PIN code (docs/requirements.md#r10-branch-choice). */
const branches: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/serving',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The branches serving a PIN code, by IFSC: the farmer chooses among them when there are several',
        querystring: servingQuerySchema,
        response: { 200: z.object({ data: z.array(servingBranchSchema) }) },
      },
    },
    async (request) => {
      const serving = await app.organisation.branchesServing(request.query.pin);
      return { data: serving.map(({ ifsc, name }) => ({ ifsc, name })) };
    },
  );
};

export default branches;
