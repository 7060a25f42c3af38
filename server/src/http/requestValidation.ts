import type { z } from 'zod';
import type { FieldIssue } from './apiError';
import { fromZodError, toValidationIssues } from './validationIssues';

/** A 400 found inside a handler (a body whose schema depends on who asks); answered like Fastify's own. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  constructor(readonly issues: FieldIssue[]) {
    super('The request is not valid');
  }
}

/** Parses with a contract schema, or throws a RequestValidationError naming every failing field. */
export function parseRequestPart<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  context: 'body' | 'querystring' = 'body',
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new RequestValidationError(toValidationIssues(fromZodError(result.error), context, input));
}
