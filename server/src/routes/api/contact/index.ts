import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactInquirySchema, type ContactInquiry } from '@kisan-credit/shared-api/contract/contact';
import { contactInquiryAnswerSchema } from '../../../schemas/application';

/** The public contact form (POST /contact/inquiry, docs/requirements.md#r7-calls): stored, answered 201. */
const contact: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/inquiry',
    {
      schema: {
        summary: 'Send the contact form (stored; at most 10 an hour from one address)',
        body: contactInquirySchema,
        response: { 201: contactInquiryAnswerSchema },
      },
    },
    async (request, reply) => {
      // The schema requires all three fields.
      const stored = await app.contactInquiries.receive(request.body as Required<ContactInquiry>, request.ip);
      return reply.code(201).send({ data: stored });
    },
  );
};

export default contact;
