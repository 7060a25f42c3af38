import type { RouteOptions } from 'fastify';
import type { Role } from '@kisan-credit/shared-api/contract/roles';

/** Who a guard lets through: anyone signed in, or only these roles. */
export type GuardAdmits = 'signedIn' | readonly Role[];

const admitted = new WeakMap<object, GuardAdmits>();

/** Remembers whom `guard` admits, so the API documentation reads it from the guard itself and never drifts. */
export function describeGuard<Guard extends object>(guard: Guard, admits: GuardAdmits): Guard {
  admitted.set(guard, admits);
  return guard;
}

/** Whom a route's guard admits; undefined for a public route. */
export function routeAdmits(route: Pick<RouteOptions, 'onRequest' | 'preHandler'>): GuardAdmits | undefined {
  const hooks = [route.onRequest, route.preHandler].flat().filter((hook) => hook !== undefined);
  for (const hook of hooks) {
    const admits = admitted.get(hook);
    if (admits) return admits;
  }
  return undefined;
}
