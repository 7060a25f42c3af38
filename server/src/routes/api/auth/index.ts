import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendOtpRequestSchema, verifyOtpRequestSchema } from 'shared-api/contract/auth';
import {
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
    async (request) => app.otp.send(request.body.phone, request.ip),
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
        summary: 'Whose the token is, until when it is valid, and the largest document accepted',
        response: { 200: sessionInfoSchema },
      },
    },
    async (request) => {
      const { phone, role, expiresAt } = request.user!;
      return { phone, role, expiresAt: expiresAt.toISOString(), uploadMaxBytes: app.config.uploads.maxBytes };
    },
  );
};

export default auth;
