import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEXT_FORMATS } from '@kisan-credit/shared-api/contract/formats';
import { FIELD_LABELS } from '@kisan-credit/shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/validation';
import { z } from 'zod';

const pinCode = TEXT_FORMATS.pinCode;
const invalidPin = messageId(VALIDATION_MESSAGES.invalidFormat(FIELD_LABELS.pinCode, pinCode.hint));

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
