import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { DOCS_PREFIX, swaggerOptions } from '../../docs/openApi';

/**
 * The OpenAPI document, generated from the routes' zod schemas, at /api/docs/json, and Swagger UI at
 * /api/docs. Registered before the routes, whose registration it records. Off in production unless API_DOCS=true.
 *
 * The API's CSP (`default-src 'none'`) would leave the UI blank. Its pages get their own policy, still
 * without inline script or any other origin: scripts, styles and the spec from this server only.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // The one inline <style> of Swagger UI, inside its own logo's SVG (it is replaced at once by the page's logo).
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export default fp<AppOptions>(
  async (app, options) => {
    // A production server does not hand every caller a map of its API (API_DOCS=true to publish it).
    if (!options.config.apiDocs) return;
    await app.register(swagger, swaggerOptions);
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: DOCS_CSP,
      uiConfig: { deepLinking: true, persistAuthorization: false },
    });
  },
  { name: 'swagger', dependencies: ['helmet'] },
);
