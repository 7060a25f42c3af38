import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import type { Caller } from '../organisation/actor';
import type { AnswerBody } from '../applications/ownerAnswer';
import { ApiError } from './apiError';

/** request.user of an authenticated route, as the application service takes it. */
export function callerOf(request: FastifyRequest): Caller {
  const { userId, phone, role, name, branchId, sanctionLimit } = request.user!;
  return { userId, phone, role, name, branchId, sanctionLimit };
}

/**
 * The version an If-Match header asks for: `"3"` (or a bare 3). None, or `*`, sets no precondition: the
 * spec's client sends none, and its writes still go through.
 */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return undefined;
  const match = /^(?:"(\d{1,9})"|(\d{1,9}))$/.exec(value);
  if (!match) throw new ApiError(400, 'invalidIfMatch');
  return Number(match[1] ?? match[2]);
}

/**
 * Every application answer: `{data}` with the version also as a strong ETag. Written as it is: its route's
 * schema (applicationAnswerSchema, which passes the application's own fields through) documents it, and
 * applicationAnswer has built it to that shape; checking some 4 KB again cost more than building it.
 */
export function sendApplication(reply: FastifyReply, application: KccApplication, statusCode = 200) {
  return reply
    .code(statusCode)
    .header('etag', `"${application.version}"`)
    .serializer(JSON.stringify)
    .send({ data: application });
}

/** An answer whose body is already made (the owner's kept answer): sent as it is, with the same ETag. */
export function sendAnswerBody(reply: FastifyReply, { version, body }: AnswerBody) {
  return reply.header('etag', `"${version}"`).type('application/json; charset=utf-8').send(body);
}

/** For staff calls: whose application. */
export function requiredUserId(userId: string | undefined): string {
  if (userId === undefined) throw new ApiError(400, 'userIdRequired');
  return userId;
}
