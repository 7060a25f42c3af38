import fp from 'fastify-plugin';
import { ApiError } from '../../http/apiError';

/**
 * The API takes JSON bodies only (uploads will add multipart): anything else is refused with 415.
 * JSON is parsed as Fastify does (with prototype-poisoning protection), except that an empty body is no
 * body: the browser sends `Content-Type: application/json` with nothing on logout. A NUL character in any
 * string or key is refused (400): PostgreSQL cannot store it in text or jsonb, so it could only fail later.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
      parseJson(request, body as string, (error, parsed) => {
        if (error) return done(error, undefined);
        if (containsNul(parsed)) return done(new ApiError(400, 'nulCharacter'), undefined);
        done(null, parsed);
      });
    });
  },
  { name: 'json-body' },
);

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner));
  }
  return false;
}
