import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../http/applicationHttp';
import { receiveDocument } from '../../../http/documentUpload';
import { sendDocument } from '../../../http/documentDownload';
import { ApiError } from '../../../http/apiError';
import { isDocumentSlot } from '../../../documents/uploadRules';
import { suggestionsAnswerSchema } from 'shared-api/contract/suggestionsAnswer';
import { docTypeQuerySchema, fileIdParamsSchema, uploadAnswerSchema } from '../../../schemas/documents';

/** Document uploads into the application's slots, private downloads, and what was read from them (docs/requirements.md#r7-calls). */
const file: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/upload',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Upload a document into a slot (multipart field "document"); a new upload replaces the slot’s file',
        querystring: docTypeQuerySchema,
        response: { 201: uploadAnswerSchema },
      },
    },
    async (request, reply) => {
      const slot = request.query.doctype;
      if (!isDocumentSlot(slot)) throw new ApiError(400, 'unknownDocType');
      const { bytes, fileName } = await receiveDocument(request, app.documents, app.config.uploads.maxBytes);
      return reply.code(201).send(await app.documents.upload(callerOf(request), slot, bytes, fileName));
    },
  );

  app.get(
    '/suggestions',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'What was read from the caller’s documents; processing while some are still being read',
        response: { 200: suggestionsAnswerSchema },
      },
    },
    async (request) => ({ success: true, ...(await app.documents.suggestions(callerOf(request))) }),
  );

  app.get(
    '/:fileId',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Download a document (its uploader, its farmer, and staff who may see the application)',
        params: fileIdParamsSchema,
      },
    },
    async (request, reply) =>
      sendDocument(reply, await app.documents.download(callerOf(request), request.params.fileId)),
  );
};

export default file;
