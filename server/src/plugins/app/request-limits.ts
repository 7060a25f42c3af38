import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { ApiError, errorBody } from '../../http/apiError';
import { requestLanguage } from '../../http/requestLanguage';

/** JSON bodies of every call but the application's own writes are a few hundred bytes. */
export const DEFAULT_JSON_BODY_LIMIT = 32 * 1024;
/** A whole application with its land records, guarantor and remarks, several times over. */
export const APPLICATION_BODY_LIMIT = 256 * 1024;

const APPLICATION_WRITES = new Set([
  'PUT /api/loan/save-draft',
  'POST /api/loan/application',
  'PUT /api/loan/application',
  'PATCH /api/loan/application',
]);
const UPLOAD_ROUTES = new Set(['POST /api/file/upload', 'POST /api/loan/upload']);

/**
 * What a hostile client may not make the server do: hold a connection open by trickling a body (each body
 * has a deadline by route, answered 408), send a body larger than its route needs (413), or put a NUL into
 * a path or query (400: PostgreSQL cannot store it; the body's strings are checked by the JSON parser).
 */
export default fp<AppOptions>(
  async (app, { config }) => {
    const { jsonMs, uploadMs } = config.bodyTimeouts;
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const application = methods.some((method) => APPLICATION_WRITES.has(`${method} ${route.url}`));
      route.bodyLimit ??= application ? APPLICATION_BODY_LIMIT : DEFAULT_JSON_BODY_LIMIT;
    });

    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw;
      const hasBody = raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
      if (hasBody && !raw.complete) {
        const upload = UPLOAD_ROUTES.has(`${request.method} ${request.routeOptions.url}`);
        const timer = setTimeout(
          () => {
            if (raw.complete) return;
            // Both Fastify's body reader and the multipart parser fail their request on its 'error'. When
            // nobody reads the body (already answered, e.g. 401 or 404), the connection is simply closed.
            if (!reply.raw.headersSent && raw.listenerCount('error') > 0) {
              raw.emit('error', new ApiError(408, 'requestTimedOut', { headers: { connection: 'close' } }));
            } else {
              raw.destroy();
            }
          },
          upload ? uploadMs : jsonMs,
        );
        timer.unref();
        raw.once('end', () => clearTimeout(timer));
        raw.once('close', () => clearTimeout(timer));
      }
      if (/%00/.test(request.url) || request.url.includes('\u0000')) {
        reply.code(400).send(errorBody('nulCharacter', requestLanguage(request)));
        return;
      }
      done();
    });
  },
  { name: 'request-limits' },
);
