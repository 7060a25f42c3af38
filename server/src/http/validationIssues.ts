import type { FastifySchemaValidationError } from 'fastify';
import { messageFromId, verbatim } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { VALIDATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/validation';
import type { z } from 'zod';
import { MESSAGES } from '../domain/messages';
import type { FieldIssue as Issue } from './apiError';

/** Enough to name every field of any real form; a body failing in thousands of places gets the first ones. */
export const MAX_ISSUES = 100;

/**
 * The contract's validation texts ('Please enter the applicant name', built for the field), as opposed to zod's
 * defaults and to a schema's one text for any fault of a field (which a missing field does not read well as).
 */
const isContractMessage = (message: string | undefined) =>
  message !== undefined && messageFromId(message)?.key.startsWith('validation:') === true;

/**
 * Turns zod's issues into one entry per failing field, with a message a person understands: the contract's
 * own message when it has one; otherwise a missing field is "required", an extra one "not allowed" (each
 * named), a body that is not an object says so. `input` is the part of the request that was validated.
 */
export function toValidationIssues(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
  input: unknown,
): Issue[] {
  const prefix = context && context !== 'body' ? `${context}.` : '';
  const issues = errors.flatMap((error): Issue[] => {
    const segments = error.instancePath.split('/').filter(Boolean);
    const path = prefix + segments.join('.');
    if (error.keyword === 'unrecognized_keys') {
      const keys = (error.params as { keys?: string[] }).keys ?? [];
      return keys.map((key) => {
        const keyPath = prefix + [...segments, key].join('.');
        const message = isContractMessage(error.message)
          ? VALIDATION_MESSAGES.fieldsNotAllowed([keyPath])
          : MESSAGES.unknownField;
        return { path: keyPath, message };
      });
    }
    if (error.keyword === 'invalid_type') {
      if (segments.length === 0 && context === 'body') return [{ path: '', message: MESSAGES.bodyMustBeObject }];
      if (valueAt(input, segments) === undefined && !isContractMessage(error.message)) {
        return [{ path, message: MESSAGES.fieldRequired }];
      }
    }
    const message =
      error.message === undefined
        ? MESSAGES.validationFailed
        : (messageFromId(error.message) ?? verbatim(error.message));
    return [{ path, message }];
  });
  return issues.slice(0, MAX_ISSUES);
}

/** zod's error in the shape Fastify gives its validation errors, for bodies checked inside a handler. */
export function fromZodError(error: z.ZodError): FastifySchemaValidationError[] {
  return error.issues.map((issue) => {
    const { path, code, message, ...params } = issue;
    return {
      keyword: code,
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/${code}`,
      message,
      params,
    };
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
