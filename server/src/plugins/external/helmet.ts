import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. The API's own answers get the strictest CSP (they are JSON, nothing runs); the web
 * apps replace it with the page policy built from remotes.json (see plugins/app/web.ts).
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
      },
    });
  },
  { name: 'helmet' },
);
