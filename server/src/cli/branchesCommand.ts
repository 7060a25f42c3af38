import { parsePins } from '@kisan-credit/shared-api/contract/organisation';
import type { Branch } from '@kisan-credit/shared-api/contract/organisation';
import { commandLineActor } from '../organisation/actor';
import type { OrganisationService } from '../organisation/organisationService';
import { asUsage, ifscList, parseOptions, UsageError } from './commandLine';

export const BRANCHES_USAGE = `Manage the bank's branches and the PIN codes each serves.

Usage: npm run branches -w server -- <command> [options]

  list                                                  every branch with its PIN codes
  add --ifsc SBIN0001234 --name "Lucknow Main" --pins 226001,226005
                                                        add a branch (IFSC unique)
  set-pins --ifsc SBIN0001234 --pins 226001,226010      replace the PIN codes it serves
  remove --ifsc SBIN0001234                             remove a branch with no staff, panel or applications
`;

export type BranchesCommand =
  | { name: 'list' }
  | { name: 'add'; ifsc: string; branchName: string; pins: string[] }
  | { name: 'set-pins'; ifsc: string; pins: string[] }
  | { name: 'remove'; ifsc: string };

const OPTIONS = { ifsc: { type: 'string' }, name: { type: 'string' }, pins: { type: 'string' } } as const;

export function parseBranchesCommand(argv: string[]): BranchesCommand {
  const { positionals, values } = parseOptions(argv, OPTIONS);
  const [name, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}`);
  const ifsc = () => {
    const [code, more] = ifscList(values.ifsc);
    if (!code || more) throw new UsageError('--ifsc is required (one IFSC)');
    return code;
  };
  const pins = () => {
    const { pins: parsed, invalid } = parsePins(values.pins ?? '');
    if (invalid.length > 0) throw new UsageError(`Not PIN codes (6 digits, the first not 0): ${invalid.join(', ')}`);
    if (parsed.length === 0) throw new UsageError('--pins is required (PIN codes separated by commas)');
    return parsed;
  };
  switch (name) {
    case 'list':
      return { name };
    case 'add': {
      const branchName = values.name?.trim();
      if (!branchName) throw new UsageError('--name is required');
      return { name, ifsc: ifsc(), branchName, pins: pins() };
    }
    case 'set-pins':
      return { name, ifsc: ifsc(), pins: pins() };
    case 'remove':
      return { name, ifsc: ifsc() };
    case undefined:
      throw new UsageError('Name a command: list, add, set-pins or remove');
    default:
      throw new UsageError(`Unknown command "${name}"`);
  }
}

export async function executeBranchesCommand(
  command: BranchesCommand,
  organisation: OrganisationService,
  print: (line: string) => void,
) {
  const actor = commandLineActor();
  switch (command.name) {
    case 'list': {
      const branches = await organisation.listBranches();
      if (branches.length === 0) print('No branches yet.');
      for (const branch of branches) print(describe(branch));
      return;
    }
    case 'add':
      print(
        `Added ${describe(await asUsage(organisation.addBranch(actor, { ifsc: command.ifsc, name: command.branchName, pins: command.pins })))}`,
      );
      return;
    case 'set-pins':
      print(
        `Updated ${describe(await asUsage(organisation.changeBranch(actor, command.ifsc, { pins: command.pins })))}`,
      );
      return;
    case 'remove':
      await asUsage(organisation.removeBranch(actor, command.ifsc));
      print(`Removed ${command.ifsc}`);
      return;
  }
}

function describe(branch: Branch): string {
  return `${branch.ifsc}  ${branch.name}  PIN codes: ${branch.servesEveryPin ? 'every PIN code' : branch.pins.join(', ')}`;
}
