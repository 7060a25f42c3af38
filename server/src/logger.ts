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

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
