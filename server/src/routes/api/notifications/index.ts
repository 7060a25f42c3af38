import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../../http/noStore';
import type { SentFarmerSms } from '@kisan-credit/shared-api/contract/farmerSms';
import { callerOf } from '../../../http/applicationHttp';
import { sentFarmerSmsAnswerSchema, userIdQuerySchema } from '../../../schemas/application';

/** What the farmer has been told: the SMS sent about an application, for the timelines. */
const notifications: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);

  app.get(
    '/sms',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The SMS sent to the farmer about the application: the farmer’s own, or (staff) ?userId=',
        querystring: userIdQuerySchema,
        response: { 200: sentFarmerSmsAnswerSchema },
      },
    },
    async (request) => {
      // Whoever may read the application may read what its farmer was told (the same 403 and 404).
      const application = await app.applications.read(callerOf(request), request.query.userId);
      const sent = await app.farmerSms.sentFor(application._id);
      const data: SentFarmerSms[] = sent.map(({ kind, status, sentAt, text }) => ({
        kind,
        status,
        sentAt: sentAt.toISOString(),
        text,
      }));
      return { data };
    },
  );
};

export default notifications;
