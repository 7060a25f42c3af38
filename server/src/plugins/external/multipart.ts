import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';

/** Document uploads (multipart/form-data): one file, no larger than UPLOAD_MAX_BYTES, kept in memory. */
export default fp<AppOptions>(
  async (app, options) => {
    await app.register(multipart, {
      limits: { fileSize: options.config.uploads.maxBytes, files: 1, fields: 10, parts: 11, headerPairs: 100 },
    });
  },
  { name: 'multipart' },
);
