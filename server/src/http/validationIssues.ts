import type { FastifySchemaValidationError } from 'fastify';
import type { ApiErrorBody } from 'shared-api/contract/http';
import { MESSAGES } from './messages';

type Issue = NonNullable<ApiErrorBody['issues']>[number];

/**
 * Turns zod's issues into one entry per failing field, with a message a person understands: a missing
 * field is "required", an extra one "not allowed" (each named), a body that is not an object says so.
 * `input` is the part of the request that was validated (body, querystring, ...).
 */
export function toValidationIssues(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
  input: unknown,
): Issue[] {
  const prefix = context && context !== 'body' ? `${context}.` : '';
  return errors.flatMap((error): Issue[] => {
    const segments = error.instancePath.split('/').filter(Boolean);
    const path = prefix + segments.join('.');
    if (error.keyword === 'unrecognized_keys') {
      const keys = (error.params as { keys?: string[] }).keys ?? [];
      return keys.map((key) => ({ path: prefix + [...segments, key].join('.'), message: MESSAGES.unknownField.en }));
    }
    if (error.keyword === 'invalid_type') {
      if (segments.length === 0 && context === 'body') return [{ path: '', message: MESSAGES.bodyMustBeObject.en }];
      if (valueAt(input, segments) === undefined) return [{ path, message: MESSAGES.fieldRequired.en }];
    }
    return [{ path, message: error.message ?? MESSAGES.validationFailed.en }];
  });
}

function valueAt(input: unknown, segments: string[]): unknown {
  let value = input;
  for (const segment of segments) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}
