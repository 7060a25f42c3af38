import { parseArgs } from 'node:util';
import { normalizeIndianMobile } from 'shared-api/contract/phone';
import { ROLES, type Role } from 'shared-api/contract/roles';
import type { Clock } from '../clock';
import type { User } from '../db/schema';
import { UserHasApplicationError, type UserRepository } from '../users/userRepository';

export const USAGE = `Manage who may sign in as a lawyer or a banker.

Usage: npm run users -w server -- <command> [options]

  list                                       everyone with an account
  add --phone 9xxxxxxxxx --role <role>       add a user (role: ${ROLES.join(', ')})
  set-role --phone 9xxxxxxxxx --role <role>  change someone's role
  remove --phone 9xxxxxxxxx                  delete the account and end its sessions
`;

/** A mistake in how the command was called; its message is shown with the usage. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type UsersCommand =
  | { name: 'list' }
  | { name: 'add'; phone: string; role: Role }
  | { name: 'set-role'; phone: string; role: Role }
  | { name: 'remove'; phone: string };

/** Reads the command line; throws UsageError before anything touches the database. */
export function parseUsersCommand(argv: string[]): UsersCommand {
  const { positionals, values } = parseOptions(argv);
  const [name, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}`);
  switch (name) {
    case 'list':
      return { name };
    case 'add':
    case 'set-role':
      return { name, phone: requirePhone(values.phone), role: requireRole(values.role) };
    case 'remove':
      return { name, phone: requirePhone(values.phone) };
    case undefined:
      throw new UsageError('Name a command: list, add, set-role or remove');
    default:
      throw new UsageError(`Unknown command "${name}"`);
  }
}

export interface UsersCommandDeps {
  users: UserRepository;
  clock: Clock;
  print: (line: string) => void;
}

/** Carries out a command; throws UsageError when the database says no (unknown or duplicate phone). */
export async function executeUsersCommand(command: UsersCommand, { users, clock, print }: UsersCommandDeps) {
  switch (command.name) {
    case 'list': {
      const all = await users.list();
      if (all.length === 0) print('No users yet.');
      for (const user of all) print(describe(user));
      return;
    }
    case 'add': {
      const added = await users.add(command.phone, command.role, clock());
      if (!added) {
        const existing = await users.findByPhone(command.phone);
        throw new UsageError(`${command.phone} is already registered as ${existing?.role}; use set-role to change it`);
      }
      print(`Added ${describe(added)}`);
      return;
    }
    case 'set-role': {
      const updated = await users.setRole(command.phone, command.role);
      if (!updated) throw new UsageError(`No user has the phone ${command.phone}; use add to create one`);
      print(`Updated ${describe(updated)}`);
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

function parseOptions(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: { phone: { type: 'string' }, role: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function requirePhone(value: string | undefined): string {
  if (!value) throw new UsageError('--phone is required');
  const phone = normalizeIndianMobile(value);
  if (!phone) throw new UsageError(`"${value}" is not an Indian mobile number (10 digits starting 6-9)`);
  return phone;
}

function requireRole(value: string | undefined): Role {
  if (!value) throw new UsageError(`--role is required (${ROLES.join(', ')})`);
  if (!(ROLES as readonly string[]).includes(value)) {
    throw new UsageError(`"${value}" is not a role; use one of ${ROLES.join(', ')}`);
  }
  return value as Role;
}

function describe(user: User): string {
  return `${user.phone}  ${user.role.padEnd(6)}  since ${user.createdAt.toISOString().slice(0, 10)}`;
}
