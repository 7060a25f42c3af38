import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers. The API's own answers get the strictest CSP (they are JSON, nothing runs); the web
 * apps replace it with the page policy built from remotes.json (see plugins/app/web.ts), and the API
 * documentation with its own (plugins/external/swagger.ts).
 *
 * Helmet works the headers out once, here, and every answer gets the same ones. (@fastify/helmet builds
 * the whole helmet middleware again for every request: a measurable share of every call's time.)
 */
export default fp(
  async (app) => {
    const headers = headersSetBy(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'none'"],
            frameAncestors: ["'none'"],
            baseUri: ["'none'"],
            formAction: ["'none'"],
          },
        },
      }),
    );
    // HSTS means something only over HTTPS (RFC 6797 §7.2: not to be sent over plain HTTP).
    const { 'strict-transport-security': hsts, ...everyAnswer } = headers;
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(everyAnswer);
      if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
      done();
    });
  },
  { name: 'helmet' },
);

/** The headers a helmet middleware sets on a response (it sets the same ones on every response). */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
