import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@kisan-credit/shared-api/contract/roles';
import { createOtpService, type OtpService } from '../../auth/otpService';
import { createSessionService, type AuthenticatedUser, type SessionService } from '../../auth/sessionService';
import { describeGuard } from '../../auth/routeGuards';
import { ApiError } from '../../http/apiError';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    otp: OtpService;
    sessions: SessionService;
    /** preHandler: 401 unless the bearer token names a live session; sets request.user. */
    authenticate: PreHandler;
    /** preHandler: authenticate, then 403 unless the user has one of these roles. */
    requireRole: (...roles: Role[]) => PreHandler;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on routes that do not ask for it. */
    user: AuthenticatedUser | null;
  }
}

/** The bearer token of the Authorization header; 401 when there is none. */
function bearerToken(request: FastifyRequest): string {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new ApiError(401, 'signInRequired');
  return token;
}

/** Sign-in (OTP), sessions, and the guards routes put in front of their handlers. */
export default fp(
  async (app) => {
    const { config, clock } = app;
    app.decorate(
      'otp',
      createOtpService({
        db: app.database.db,
        sms: app.sms,
        clock,
        hmacSecret: config.otpHmacSecret,
        limits: config.otpLimits,
        onSmsFailure: (error) => app.log.warn({ reason: error.message }, 'SMS delivery failed'),
      }),
    );
    app.decorate('sessions', createSessionService({ db: app.database.db, clock, ...config.session }));
    app.decorateRequest('user', null);

    const authenticate: PreHandler = describeGuard(async (request) => {
      const user = await app.sessions.resolve(bearerToken(request));
      if (!user) throw new ApiError(401, 'sessionExpired');
      request.user = user;
    }, 'signedIn');
    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (...roles: Role[]): PreHandler =>
      describeGuard(async (request, reply) => {
        await authenticate(request, reply);
        if (!roles.includes(request.user!.role)) throw new ApiError(403, 'forbidden');
      }, roles),
    );
  },
  { name: 'auth', dependencies: ['config', 'database', 'sms'] },
);
