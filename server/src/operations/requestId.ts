import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// nginx's $request_id is 32 hex digits; anything of this shape is kept, anything else is replaced, so a
// client cannot write arbitrary text into the logs through the header.
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Fastify's genReqId: the id the proxy in front gave the request (X-Request-Id), so one id runs from
 * nginx's access log through every log line of the API; a new one when the request came without.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
}
