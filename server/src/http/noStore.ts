import type { FastifyReply, FastifyRequest } from 'fastify';

/** An onRequest hook for answers that carry personal data: never kept by a browser or proxy cache. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}
