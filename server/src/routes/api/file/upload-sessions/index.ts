import { z } from 'zod';
import { noStore } from '../../../../http/noStore';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { DOCUMENT_API_MESSAGES } from '@kisan-credit/shared-api/contract/messages/documentApi';
import {
  CHUNK_CONTENT_TYPE,
  createUploadSessionSchema,
  RESUMABLE_UPLOAD,
  uploadSessionAnswerSchema,
} from '@kisan-credit/shared-api/contract/resumableUpload';
import { callerOf } from '../../../../http/applicationHttp';

const sessionParamsSchema = z.strictObject({
  id: z.uuid({ error: messageId(DOCUMENT_API_MESSAGES.uploadSessionNotFound) }),
});

/** ?offset=: the decimal byte count the chunk starts at, nothing else (no sign, fraction or empty value). */
const offsetQuerySchema = z.strictObject({
  offset: z
    .string({ error: messageId(DOCUMENT_API_MESSAGES.uploadOffsetMismatch) })
    .regex(/^\d{1,10}$/, { error: messageId(DOCUMENT_API_MESSAGES.uploadOffsetMismatch) })
    .transform(Number),
});

/**
 * Resumable uploads (docs/design.md#resumable-uploads): open a session for a slot and a size, send chunks at
 * the offset the server holds, ask for that offset after a drop. The last chunk answers the document's url,
 * as POST /file/upload does.
 */
const uploadSessions: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  // A chunk is raw bytes; at most one chunk is read into memory (bodyLimit below).
  app.addContentTypeParser(CHUNK_CONTENT_TYPE, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Open a resumable upload for a slot: its target (as POST /file/upload or /loan/upload name it) and size',
        body: createUploadSessionSchema,
        response: { 201: uploadSessionAnswerSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await app.uploadSessions.create(callerOf(request), request.body)),
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'How many bytes of the upload the server holds (the offset to send from), and its url once whole',
        params: sessionParamsSchema,
        response: { 200: uploadSessionAnswerSchema },
      },
    },
    async (request) => app.uploadSessions.status(callerOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      bodyLimit: RESUMABLE_UPLOAD.chunkBytes,
      schema: {
        summary: `Send the bytes from ?offset= (Content-Type ${CHUNK_CONTENT_TYPE}, at most ${RESUMABLE_UPLOAD.chunkBytes} bytes); the last one answers the url`,
        params: sessionParamsSchema,
        querystring: offsetQuerySchema,
        response: { 200: uploadSessionAnswerSchema },
      },
    },
    async (request) => {
      const chunk = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return app.uploadSessions.append(callerOf(request), request.params.id, request.query.offset, chunk);
    },
  );
};

export default uploadSessions;
