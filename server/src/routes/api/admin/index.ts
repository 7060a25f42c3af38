import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../../http/noStore';
import {
  branchNameSchema,
  branchPinsRequestSchema,
  branchRequestSchema,
  ifscSchema,
  personNameSchema,
  sanctionLimitSchema,
  staffRequestSchema,
  STAFF_ROLES,
} from '@kisan-credit/shared-api/contract/organisation';
import { z } from 'zod';
import { callerOf } from '../../../http/applicationHttp';
import { requestActor } from '../../../organisation/requestActor';
import { applicationListAnswerSchema } from '../../../schemas/application';

const branchSchema = z.object({
  id: z.string(),
  ifsc: z.string(),
  name: z.string(),
  pins: z.array(z.string()),
  servesEveryPin: z.boolean(),
});
const staffMemberSchema = z.object({
  id: z.string(),
  phone: z.string(),
  name: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  branches: z.array(z.string()),
  sanctionLimit: z.number().nullable(),
  active: z.boolean(),
});
const ifscParams = z.object({ ifsc: ifscSchema });
const phoneParams = z.object({ phone: z.string().regex(/^[6-9]\d{9}$/) });
const staffChangeSchema = z.strictObject({
  name: personNameSchema.optional(),
  role: z.enum(STAFF_ROLES).optional(),
  branches: z.array(ifscSchema).max(50).optional(),
  sanctionLimit: sanctionLimitSchema.nullable().optional(),
  active: z.boolean().optional(),
});

/**
 * The bank's administration (role admin): branches and the PIN codes they serve, staff with their role,
 * branch or panel and sanctioning limit, and the applications no branch serves yet. The same rules and
 * audit events as `npm run branches` and `npm run users` (src/organisation/organisationService.ts).
 */
const admin: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');
  app.addHook('onRequest', noStore);

  app.get(
    '/branches',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Every branch with its PIN codes',
        response: { 200: z.object({ data: z.array(branchSchema) }) },
      },
    },
    async () => ({ data: await app.organisation.listBranches() }),
  );

  app.post(
    '/branches',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Add a branch (IFSC unique)',
        body: branchRequestSchema,
        response: { 201: z.object({ data: branchSchema }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await app.organisation.addBranch(await requestActor(app, request), request.body) }),
  );

  app.patch(
    '/branches/:ifsc',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Replace the PIN codes a branch serves, or rename it',
        params: ifscParams,
        body: branchPinsRequestSchema.partial().extend({ name: branchNameSchema.optional() }),
        response: { 200: z.object({ data: branchSchema }) },
      },
    },
    async (request) => ({
      data: await app.organisation.changeBranch(await requestActor(app, request), request.params.ifsc, request.body),
    }),
  );

  app.delete(
    '/branches/:ifsc',
    {
      onRequest: adminOnly,
      schema: { summary: 'Remove a branch with no staff, panel or applications', params: ifscParams },
    },
    async (request) => {
      await app.organisation.removeBranch(await requestActor(app, request), request.params.ifsc);
      return { data: true };
    },
  );

  app.get(
    '/staff',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Every banker, lawyer and admin',
        response: { 200: z.object({ data: z.array(staffMemberSchema) }) },
      },
    },
    async () => ({ data: await app.organisation.listStaff() }),
  );

  app.post(
    '/staff',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Add a staff member',
        body: staffRequestSchema,
        response: { 201: z.object({ data: staffMemberSchema }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await app.organisation.addStaff(await requestActor(app, request), request.body) }),
  );

  app.patch(
    '/staff/:phone',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Change a staff member (a new role, branch or panel, or deactivation, ends their sessions)',
        params: phoneParams,
        body: staffChangeSchema,
        response: { 200: z.object({ data: staffMemberSchema }) },
      },
    },
    async (request) => ({
      data: await app.organisation.changeStaff(await requestActor(app, request), request.params.phone, request.body),
    }),
  );

  app.get(
    '/applications/unrouted',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Submitted applications no branch serves yet',
        response: { 200: applicationListAnswerSchema.pick({ data: true }) },
      },
    },
    async () => ({ data: await app.applications.unrouted() }),
  );

  app.post(
    '/applications/route',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Route an unrouted application to a branch serving its PIN code',
        body: z.strictObject({ userId: z.uuid(), ifsc: ifscSchema }),
      },
    },
    async (request) => {
      await app.applications.route(callerOf(request), request.body.userId, request.body.ifsc);
      return { data: true };
    },
  );
};

export default admin;
