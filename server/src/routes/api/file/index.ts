import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../../http/noStore';
import { callerOf } from '../../../http/applicationHttp';
import { receiveDocument } from '../../../http/documentUpload';
import { sendDocument } from '../../../http/documentDownload';
import { ApiError } from '../../../http/apiError';
import { isDocumentSlot } from '../../../documents/uploadRules';
import { suggestionsAnswerSchema } from '@kisan-credit/shared-api/contract/suggestionsAnswer';
import { userIdQuerySchema } from '../../../schemas/application';
import {
  docTypeQuerySchema,
  documentNamesAnswerSchema,
  fileIdParamsSchema,
  uploadAnswerSchema,
} from '../../../schemas/documents';

/** Document uploads into the application's slots, private downloads, and what was read from them (docs/requirements.md#r7-calls). */
const file: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);

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
    '/names',
    {
      onRequest: app.requireRole('banker'),
      schema: {
        summary: 'The names read from each of the farmer’s documents (?userId=), for the banker’s name check',
        querystring: userIdQuerySchema,
        response: { 200: documentNamesAnswerSchema },
      },
    },
    async (request) => {
      // The banker who may read the application (the same 404 for another branch's) may check its names;
      // a lawyer, who sees no identity document, may not.
      const application = await app.applications.read(callerOf(request), request.query.userId);
      return { data: await app.documents.namesRead(application.userId) };
    },
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
