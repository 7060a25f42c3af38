import type { FastifyRequest } from 'fastify';
import { noStore } from '../../../http/noStore';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageLanguageOf } from '../../../http/requestLanguage';
import { kccApplicationDraftSchema, kccApplicationSubmitSchema } from '@kisan-credit/shared-api/contract/application';
import { workflowActionRequestSchema } from '@kisan-credit/shared-api/contract/workflow';
import {
  callerOf,
  expectedVersion,
  requiredUserId,
  sendAnswerBody,
  sendApplication,
} from '../../../http/applicationHttp';
import { documentBody } from '../../../docs/openApi';
import { GUARANTOR_SLOT, guarantorUploadSlot, type UploadSlot } from '../../../documents/uploadRules';
import { ApiError } from '../../../http/apiError';
import { receiveDocument } from '../../../http/documentUpload';
import { guarantorUploadQuerySchema, uploadAnswerSchema } from '../../../schemas/documents';
import {
  applicationAnswerSchema,
  historyAnswerSchema,
  staffPatchBodyDocumentation,
  userIdQuerySchema,
} from '../../../schemas/application';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as sent, before its schema dropped anything: server-held fields are checked on it. */
    sentBody: unknown;
  }
}

/**
 * The KCC application calls of docs/requirements.md#r7-calls and the workflow (rules in src/applications/). Guards run on
 * request, before the body is even read: deny by default, 401 before 400.
 */
const loan: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('sentBody', undefined);
  const keepSentBody = async (request: FastifyRequest) => {
    request.sentBody = request.body;
  };
  app.addHook('onRequest', noStore);

  const farmer = app.requireRole('user');
  // The farmer's SMS go in the language of the pages they fill the application in.
  const rememberFarmerLanguage = async (request: FastifyRequest) => {
    const language = pageLanguageOf(request);
    if (language) await app.users.rememberLanguage(request.user!.userId, language);
  };
  // Every farmer's write: theirs only, the body kept as sent, and the language of the pages remembered.
  const farmerWrite = { onRequest: farmer, preValidation: keepSentBody, preHandler: rememberFarmerLanguage };
  /** What the service takes for a farmer's write: who, the body as parsed and as sent, and the If-Match version. */
  const farmerWriteOf = <Body>(request: FastifyRequest & { body: Body }) =>
    [callerOf(request), request.body, request.sentBody, expectedVersion(request)] as const;
  const staff = app.requireRole('lawyer', 'banker');
  const answers = { 200: applicationAnswerSchema };

  app.get(
    '/kcc-application',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The farmer’s own application, or (lawyer, banker) the one ?userId= names',
        querystring: userIdQuerySchema,
        response: answers,
      },
    },
    async (request, reply) =>
      sendApplication(reply, await app.applications.read(callerOf(request), request.query.userId)),
  );

  // A userId here is refused (403), not ignored: this path is the farmer's own application only.
  app.get(
    '/application',
    {
      onRequest: farmer,
      schema: {
        summary: 'The farmer’s own application (404 when none)',
        querystring: userIdQuerySchema,
        response: answers,
      },
    },
    async (request, reply) =>
      sendAnswerBody(reply, await app.applications.readOwnAnswer(callerOf(request), request.query.userId)),
  );

  app.put(
    '/save-draft',
    {
      ...farmerWrite,
      schema: {
        summary: 'Save the farmer’s draft (checked leniently)',
        body: kccApplicationDraftSchema,
        response: answers,
      },
    },
    async (request, reply) => sendApplication(reply, await app.applications.saveDraft(...farmerWriteOf(request))),
  );

  app.post(
    '/application',
    {
      ...farmerWrite,
      schema: {
        summary: 'Submit the farmer’s application: 201 when new, 200 when it submits the saved draft',
        body: kccApplicationSubmitSchema,
        response: { 200: applicationAnswerSchema, 201: applicationAnswerSchema },
      },
    },
    async (request, reply) => {
      const { application, created } = await app.applications.submit(...farmerWriteOf(request));
      return sendApplication(reply, application, created ? 201 : 200);
    },
  );

  app.put(
    '/application',
    {
      ...farmerWrite,
      schema: {
        summary: 'Change the farmer’s application (checked strictly)',
        body: kccApplicationSubmitSchema,
        response: answers,
      },
    },
    async (request, reply) => sendApplication(reply, await app.applications.update(...farmerWriteOf(request))),
  );

  // The body's schema depends on the role (lawyer or banker): the service checks it. The document shows both.
  app.patch(
    '/application',
    {
      onRequest: staff,
      schema: {
        summary:
          'Change an application: the lawyer’s land and legal documents, or the banker’s fields and bank details',
        querystring: userIdQuerySchema,
        response: answers,
      },
      config: { swaggerTransform: documentBody(staffPatchBodyDocumentation) },
    },
    async (request, reply) => {
      const userId = requiredUserId(request.query.userId);
      const patched = await app.applications.patch(callerOf(request), userId, request.body, expectedVersion(request));
      return sendApplication(reply, patched);
    },
  );

  app.post(
    '/application/actions',
    {
      onRequest: staff,
      schema: {
        summary: 'Take a step of the workflow (who may take which step: see the README)',
        querystring: userIdQuerySchema,
        body: workflowActionRequestSchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const userId = requiredUserId(request.query.userId);
      const moved = await app.applications.takeAction(
        callerOf(request),
        userId,
        request.body,
        expectedVersion(request),
      );
      return sendApplication(reply, moved);
    },
  );

  app.get(
    '/application/history',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The history: every change (lawyer, banker with ?userId=) or the status timeline (the farmer’s own)',
        querystring: userIdQuerySchema,
        response: { 200: historyAnswerSchema },
      },
    },
    async (request) => ({ data: await app.applications.history(callerOf(request), request.query.userId) }),
  );

  app.post(
    '/upload',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Upload a guarantor’s Aadhaar or photo (multipart field "document"); with ?guarantor=1&document=aadharDoc it replaces only that guarantor’s earlier upload of that document',
        querystring: guarantorUploadQuerySchema,
        response: { 201: uploadAnswerSchema },
      },
    },
    async (request, reply) => {
      const { guarantor, document } = request.query;
      let slot: UploadSlot | undefined = GUARANTOR_SLOT;
      if (guarantor !== undefined || document !== undefined) slot = guarantorUploadSlot(guarantor ?? 0, document ?? '');
      if (!slot) throw new ApiError(400, 'unknownDocType');
      const { bytes, fileName } = await receiveDocument(request, app.documents, app.config.uploads.maxBytes);
      return reply.code(201).send(await app.documents.upload(callerOf(request), slot, bytes, fileName));
    },
  );
};

export default loan;
