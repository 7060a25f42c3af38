import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Fields that must never reach a log: the bearer token, codes and tokens in any object we log.
 * Request bodies are not logged at all (Fastify's request serializer leaves them out).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.authorization',
  '*.otp',
  '*.token',
  'otp',
  'token',
];

/** Dashboard search text may be a name or a phone or Aadhaar number: it is left out of logged URLs. */
export function withoutSearchText(url: string): string {
  return url.replace(/([?&]q=)[^&#]*/g, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with the search text taken out of the URL. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: withoutSearchText(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
  };
  return destination ? pino(options, destination) : pino(options);
}
