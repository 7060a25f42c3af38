import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { ROLES, type Role } from '@kisan-credit/shared-api/contract/roles';
import {
  MAX_SANCTION_LIMIT,
  staffShapeProblem,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from '@kisan-credit/shared-api/contract/organisation';
import type { Clock } from '../clock';
import type { User } from '../db/schema';
import { commandLineActor } from '../organisation/actor';
import type { OrganisationService, StaffChanges } from '../organisation/organisationService';
import { UserHasApplicationError, type UserRepository } from '../users/userRepository';
import { asUsage, ifscList, parseOptions, requirePhone, UsageError } from './commandLine';

export { UsageError } from './commandLine';

export const USAGE = `Manage who may sign in as a banker, a lawyer or an admin.

Usage: npm run users -w server -- <command> [options]

  list                                        everyone with an account
  add --phone 9xxxxxxxxx --role <role> --name "Anita Verma" [--branch IFSC[,IFSC…]] [--sanction-limit 300000]
                                              add a user (role: ${ROLES.join(', ')}); a banker belongs to one
                                              branch and may carry a sanctioning limit in rupees, a lawyer is
                                              on the panel of one or more branches, an admin of none
  set-role --phone 9xxxxxxxxx --role <role> [--branch …] [--sanction-limit …]
                                              change someone's role (ends their sessions)
  set-branch --phone 9xxxxxxxxx --branch IFSC[,IFSC…]
                                              move a banker, or set a lawyer's panel (ends their sessions)
  set-limit --phone 9xxxxxxxxx --sanction-limit <rupees|none>
  set-name --phone 9xxxxxxxxx --name "…"
  deactivate --phone 9xxxxxxxxx               stop them signing in (ends their sessions; the audit keeps them)
  activate --phone 9xxxxxxxxx
  remove --phone 9xxxxxxxxx                   delete an account that never acted, and end its sessions
`;

export type UsersCommand =
  | { name: 'list' }
  | { name: 'add'; phone: string; role: Role; staffName?: string; branches: string[]; sanctionLimit: number | null }
  | { name: 'change'; phone: string; changes: StaffChanges }
  | { name: 'remove'; phone: string };

const OPTIONS = {
  phone: { type: 'string' },
  role: { type: 'string' },
  name: { type: 'string' },
  branch: { type: 'string' },
  'sanction-limit': { type: 'string' },
} as const;

/** Reads the command line; throws UsageError before anything touches the database. */
export function parseUsersCommand(argv: string[]): UsersCommand {
  const { positionals, values } = parseOptions(argv, OPTIONS);
  const [name, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}`);
  const branches = () => ifscList(values.branch);
  const limit = () => sanctionLimit(values['sanction-limit']);
  switch (name) {
    case 'list':
      return { name };
    case 'add': {
      const phone = requirePhone(values.phone);
      const role = requireRole(values.role);
      if (role === 'user') return { name, phone, role, branches: [], sanctionLimit: null };
      if (!values.name?.trim()) throw new UsageError('--name is required for staff (the audit trail names them)');
      checkShape(role, branches(), limit());
      return { name, phone, role, staffName: values.name.trim(), branches: branches(), sanctionLimit: limit() };
    }
    case 'set-role': {
      const role = requireRole(values.role);
      if (role === 'user') throw new UsageError('Staff cannot become farmers; deactivate the account instead');
      checkShape(role, branches(), limit());
      return {
        name: 'change',
        phone: requirePhone(values.phone),
        changes: { role, branches: branches(), sanctionLimit: limit() },
      };
    }
    case 'set-branch':
      if (!values.branch) throw new UsageError('--branch is required');
      return { name: 'change', phone: requirePhone(values.phone), changes: { branches: branches() } };
    case 'set-limit':
      if (values['sanction-limit'] === undefined)
        throw new UsageError('--sanction-limit is required (rupees, or none)');
      return { name: 'change', phone: requirePhone(values.phone), changes: { sanctionLimit: limit() } };
    case 'set-name':
      if (!values.name?.trim()) throw new UsageError('--name is required');
      return { name: 'change', phone: requirePhone(values.phone), changes: { name: values.name.trim() } };
    case 'deactivate':
    case 'activate':
      return { name: 'change', phone: requirePhone(values.phone), changes: { active: name === 'activate' } };
    case 'remove':
      return { name, phone: requirePhone(values.phone) };
    case undefined:
      throw new UsageError(
        'Name a command: list, add, set-role, set-branch, set-limit, set-name, deactivate, activate or remove',
      );
    default:
      throw new UsageError(`Unknown command "${name}"`);
  }
}

export interface UsersCommandDeps {
  users: UserRepository;
  organisation: OrganisationService;
  clock: Clock;
  print: (line: string) => void;
}

/** Carries out a command; throws UsageError when the database says no (unknown or duplicate phone…). */
export async function executeUsersCommand(
  command: UsersCommand,
  { users, organisation, clock, print }: UsersCommandDeps,
) {
  switch (command.name) {
    case 'list': {
      const all = await users.list();
      if (all.length === 0) print('No users yet.');
      const staff = new Map((await organisation.listStaff()).map((member) => [member.id, member]));
      for (const user of all) print(describe(user, staff.get(user.id)));
      return;
    }
    case 'add': {
      if (command.role === 'user') {
        const added = await users.add(command.phone, 'user', clock());
        if (!added) throw await alreadyRegistered(users, command.phone);
        print(`Added ${describe(added)}`);
        return;
      }
      if (await users.findByPhone(command.phone)) throw await alreadyRegistered(users, command.phone);
      const added = await asUsage(
        organisation.addStaff(commandLineActor(), {
          phone: command.phone,
          name: command.staffName!,
          role: command.role,
          branches: command.branches,
          sanctionLimit: command.sanctionLimit,
          active: true,
        }),
      );
      print(`Added ${describe((await users.findByPhone(command.phone))!, added)}`);
      return;
    }
    case 'change': {
      if (!(await users.findByPhone(command.phone))) {
        throw new UsageError(`No user has the phone ${command.phone}; use add to create one`);
      }
      const changed = await asUsage(organisation.changeStaff(commandLineActor(), command.phone, command.changes));
      print(`Updated ${describe((await users.findByPhone(command.phone))!, changed)}`);
      return;
    }
    case 'remove': {
      const removed = await users.remove(command.phone).catch((error: unknown) => {
        throw error instanceof UserHasApplicationError ? new UsageError(error.message) : error;
      });
      if (!removed) throw new UsageError(`No user has the phone ${command.phone}`);
      print(`Removed ${command.phone}`);
      return;
    }
  }
}

async function alreadyRegistered(users: UserRepository, phone: string) {
  const existing = await users.findByPhone(phone);
  return new UsageError(`${phone} is already registered as ${existing?.role}; use set-role to change it`);
}

function requireRole(value: string | undefined): Role {
  if (!value) throw new UsageError(`--role is required (${ROLES.join(', ')})`);
  if (!(ROLES as readonly string[]).includes(value)) {
    throw new UsageError(`"${value}" is not a role; use one of ${ROLES.join(', ')}`);
  }
  return value as Role;
}

function sanctionLimit(value: string | undefined): number | null {
  if (value === undefined || value === 'none') return null;
  if (!/^\d+$/.test(value) || Number(value) > MAX_SANCTION_LIMIT) {
    throw new UsageError(`--sanction-limit must be whole rupees up to ${MAX_SANCTION_LIMIT}, or none`);
  }
  return Number(value);
}

function checkShape(role: Role, branches: string[], limit: number | null) {
  if (!(STAFF_ROLES as readonly string[]).includes(role)) return;
  const problem = staffShapeProblem(role as StaffRole, branches, limit);
  if (problem) throw new UsageError(translate(problem, 'en'));
}

function describe(user: User, staff?: StaffMember): string {
  const line = `${user.phone}  ${user.role.padEnd(6)}  since ${user.createdAt.toISOString().slice(0, 10)}`;
  if (!staff) return line;
  const limit = staff.sanctionLimit !== null ? `  limit ₹${staff.sanctionLimit.toLocaleString('en-IN')}` : '';
  const where = staff.branches.length ? `  ${staff.branches.join(',')}` : '';
  return `${line}  ${staff.name ?? ''}${where}${limit}${staff.active ? '' : '  (deactivated)'}`;
}
