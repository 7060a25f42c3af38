import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeAdmits, type GuardAdmits } from '../auth/routeGuards';

/** Where the documentation is served: the UI here, the OpenAPI document at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';

/** The name of the bearer scheme in the document. */
const BEARER = 'bearerAuth';

/** Every failure's body (shared-api/contract/http.ts ApiErrorBody), documented as every route's default answer. */
const apiErrorBodySchema = z
  .object({
    error: z.string().describe('The text the user sees (docs/requirements.md#r8-errors)'),
    code: z.string().describe('Stable machine-readable code, also the message catalogue key'),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('On 400: every failing field path with its message'),
  })
  .describe('A failure: 400 invalid, 401 not signed in, 403 not allowed, 404, 409 stale or not now, 429 too many');

const ROLE_NAMES = { user: 'farmer (role user)', lawyer: 'lawyer', banker: 'banker', admin: 'admin' } as const;

function whoMayCall(admits: GuardAdmits): string {
  if (admits === 'signedIn') return 'Any signed-in user.';
  return `Signed in as: ${admits.map((role) => ROLE_NAMES[role]).join(', ')}.`;
}

/**
 * Each route as the document shows it: its zod schemas as JSON Schema, grouped by its first path segment
 * under /api, and, when a guard stands in front of it, the bearer scheme and who may call it (read from
 * the guard itself).
 */
export const documentRoute: SwaggerTransform = (input) => {
  // The web apps' routes (/, /remotes.json, the built files) are not the API.
  if (!input.url.startsWith('/api/')) return { url: input.url, schema: { hide: true } };
  const schema: FastifySchema = input.schema ?? {};
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const transformed = jsonSchemaTransform({
    ...input,
    schema: { ...schema, response: { ...response, default: apiErrorBodySchema } },
  });
  if (transformed.schema.hide) return transformed;
  const admits = routeAdmits(input.route);
  const area = /^\/api\/([^/]+)/.exec(input.url)?.[1];
  return {
    // /api/health/ (a folder's index route) is /api/health.
    url: transformed.url.replace(/(.)\/$/, '$1'),
    schema: {
      ...transformed.schema,
      ...(area ? { tags: [area] } : {}),
      ...(admits
        ? {
            security: [{ [BEARER]: [] }],
            description: [schema.description, whoMayCall(admits)].filter(Boolean).join('\n\n'),
          }
        : {}),
    },
  };
};

/**
 * For a route whose body its handler checks itself (PATCH parses per role): the document shows
 * `body` while Fastify validates nothing, so the handler's behaviour stays exactly as it is.
 */
export function documentBody(body: z.ZodType): SwaggerTransform {
  return (input) => documentRoute({ ...input, schema: { ...input.schema, body } });
}

export const swaggerOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Kisan Credit API',
      version: '1.0.0',
      description:
        'Kisan Credit Card applications (docs/requirements.md#r7-calls). Successes answer `{ data }`; failures `{ error, code, issues? }`, worded in the language of `Accept-Language`. ' +
        'Application answers carry `version` and `ETag`; writes accept `If-Match: "<version>"` (409 when stale). ' +
        'Sign in with POST /api/auth/send-otp and /api/auth/verify-otp, then send the token as `Authorization: Bearer <token>`.',
    },
    components: {
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token POST /api/auth/verify-otp answers (opaque, not a JWT)',
        },
      },
    },
  },
  transform: documentRoute,
  transformObject: jsonSchemaTransformObject,
};
