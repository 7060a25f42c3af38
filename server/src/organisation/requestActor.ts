import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from './actor';

/** The signed-in staff member as the audit book records them. */
export async function requestActor(app: FastifyInstance, request: FastifyRequest): Promise<Actor> {
  const { userId, role, name, branchId } = request.user!;
  return { userId, role, name, branchIfsc: await app.organisation.ifscOf(branchId) };
}
