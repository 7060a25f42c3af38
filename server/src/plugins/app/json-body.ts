import fp from 'fastify-plugin';

/**
 * The API takes JSON bodies only (uploads will add multipart): anything else is refused with 415.
 * JSON is parsed as Fastify does (with prototype-poisoning protection), except that an empty body is no
 * body: the browser sends `Content-Type: application/json` with nothing on logout.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
      parseJson(request, body as string, done);
    });
  },
  { name: 'json-body' },
);
