import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@kisan-credit/shared-api/contract/http';
import { type DomainErrorKind, DomainError, TooMany } from '../domain/errors';
import type { Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { MessageKey } from '../domain/messages';
import { ApiError, errorBody, type FieldIssue } from './apiError';
import { requestLanguage } from './requestLanguage';
import { RequestValidationError } from './requestValidation';
import { toValidationIssues } from './validationIssues';

/** Fastify's own request errors, as the catalogue words them. */
const FASTIFY_REQUEST_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'malformedJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'bodyTooLarge' },
};

/** The status code each kind of domain refusal answers with. */
const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedType: 415,
  unusable: 422,
  tooMany: 429,
  upstreamFailed: 502,
};

/** A domain refusal as an HTTP error: its kind's status, Retry-After when the service said when to try again. */
function toApiError(error: DomainError): ApiError {
  const headers =
    error instanceof TooMany && error.retryAfterSeconds !== undefined
      ? { 'retry-after': String(error.retryAfterSeconds) }
      : undefined;
  return new ApiError(DOMAIN_ERROR_STATUS[error.kind], error.key, {
    ...error.options,
    ...(headers ? { headers } : {}),
  });
}

/** The one error handler: every failure answers with an ApiErrorBody; 5xx never show internals. */
export function handleError(
  error: FastifyError | RequestValidationError | DomainError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const language = requestLanguage(request);
  if (error instanceof DomainError) error = toApiError(error);
  if (error instanceof ApiError) {
    return reply.code(error.statusCode).headers(error.headers).send(error.toBody(language));
  }
  if (error instanceof RequestValidationError) return reply.code(400).send(validationBody(error.issues, language));
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext;
    const input = context === 'body' ? request.body : context === 'querystring' ? request.query : request.params;
    return reply.code(400).send(validationBody(toValidationIssues(error.validation, context, input), language));
  }
  // Bodies Fastify could not take: broken JSON, another content type, too large.
  const known = error.code ? FASTIFY_REQUEST_ERRORS[error.code] : undefined;
  if (known) return reply.code(known.status).send(errorBody(known.key, language));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(error.statusCode).send(errorBody(error.statusCode === 404 ? 'notFound' : 'badRequest', language));
  }
  request.log.error({ err: withoutQueryParameters(error) }, 'request failed');
  return reply.code(500).send(errorBody('internalError', language));
}

export function validationBody(issues: FieldIssue[], language: Language): ApiErrorBody {
  const body = errorBody('VALIDATION', language, { issues });
  const distinctMessages = [...new Set(body.issues?.map((issue) => issue.message))];
  // One problem: say it directly (the client shows `error`); several: the general text plus the list.
  return distinctMessages.length === 1 ? { ...body, error: distinctMessages[0]! } : body;
}

/**
 * A failed query's message lists its parameters (search text, names, phone numbers): the log gets the
 * driver's error and the SQL text only.
 */
function withoutQueryParameters(error: Error): Error {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause;
  const logged = Object.assign(new Error(cause?.message ?? 'Query failed'), {
    name: cause?.name ?? 'QueryError',
    code: (cause as { code?: unknown } | undefined)?.code,
    query: error.query,
  });
  logged.stack = cause?.stack ?? logged.stack;
  return logged;
}

/** Unknown /api paths (and anything else the web apps do not serve). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorBody('notFound', requestLanguage(request)));
}
