import { requestLanguage } from '../../../http/requestLanguage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOURCE_LANGUAGE } from '@kisan-credit/shared-api/contract/messages/catalogue';
import {
  accountLanguageRequestSchema,
  sendOtpRequestSchema,
  verifyOtpRequestSchema,
} from '@kisan-credit/shared-api/contract/auth';
import {
  accountLanguageSchema,
  logoutResponseSchema,
  sendOtpResponseSchema,
  sessionInfoSchema,
  verifyOtpResponseSchema,
} from '../../../schemas/auth';

/** Sign-in by one-time code (docs/requirements.md#r7-calls); the rules live in src/auth/otpService.ts. */
const auth: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send-otp',
    {
      schema: {
        summary: 'Send a one-time code by SMS (60 s apart per phone; hourly caps per phone and address)',
        body: sendOtpRequestSchema,
        response: { 200: sendOtpResponseSchema },
      },
    },
    async (request) => app.otp.send(request.body.phone, request.ip, requestLanguage(request)),
  );

  app.post(
    '/verify-otp',
    {
      schema: {
        summary: 'Sign in with the code: the session token and the role',
        body: verifyOtpRequestSchema,
        response: { 200: verifyOtpResponseSchema },
      },
    },
    async (request) => {
      const { phone, otp, verificationId } = request.body;
      await app.otp.verify(phone, otp, verificationId);
      const user = await app.users.findOrCreateByPhone(phone, app.clock());
      const token = await app.sessions.start(user.id);
      return { token, role: user.role };
    },
  );

  app.post(
    '/logout',
    { preHandler: app.authenticate, schema: { summary: 'End the session', response: { 200: logoutResponseSchema } } },
    async (request) => {
      await app.sessions.logout(request.user!);
      return { success: true as const };
    },
  );

  app.get(
    '/session',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Whose the token is, until when it is valid, the largest document accepted, the account’s language',
        response: { 200: sessionInfoSchema },
      },
    },
    async (request) => {
      const { userId, phone, role, expiresAt } = request.user!;
      const language = (await app.users.languageOf(userId)) ?? SOURCE_LANGUAGE;
      return {
        phone,
        role,
        expiresAt: expiresAt.toISOString(),
        uploadMaxBytes: app.config.uploads.maxBytes,
        language,
      };
    },
  );

  // docs/requirements.md#r10-languages: the language chosen on one device follows the person to the others.
  app.put(
    '/language',
    {
      // On request, before the body is read: 401 before 400.
      onRequest: app.authenticate,
      schema: {
        summary: 'Keep the language the signed-in person chose with their account (their SMS go in it)',
        body: accountLanguageRequestSchema,
        response: { 200: accountLanguageSchema },
      },
    },
    async (request) => {
      const { language } = request.body;
      await app.users.rememberLanguage(request.user!.userId, language);
      return { language };
    },
  );
};

export default auth;
