import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** gzip and brotli for everything worth it, the apps' JavaScript above all. */
export default fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      // Brotli's default (11) takes about a second per megabyte; 5 is nearly as small and many times faster.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compress' },
);
