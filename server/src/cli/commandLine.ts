import { parseArgs } from 'node:util';
import { normalizeIndianMobile } from '@kisan-credit/shared-api/contract/phone';
import { IFSC_PATTERN } from '@kisan-credit/shared-api/contract/organisation';
import { systemClock, type Clock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type Database } from '../db/connect';
import { DirectoryInUseError } from '../db/directoryLock';
import { runMigrations } from '../db/migrate';
import { DomainError } from '../domain/errors';

/** A mistake in how a command was called, or a refusal by the database; its message is shown. */
export class UsageError extends Error {
  override name = 'UsageError';
}

type OptionSpec = Record<string, { type: 'string' }>;

/** The positional command and the options, or UsageError. */
export function parseOptions<Spec extends OptionSpec>(argv: string[], options: Spec) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export function requirePhone(value: string | undefined): string {
  if (!value) throw new UsageError('--phone is required');
  const phone = normalizeIndianMobile(value);
  if (!phone) throw new UsageError(`"${value}" is not an Indian mobile number (10 digits starting 6-9)`);
  return phone;
}

/** IFSC codes separated by commas, upper-cased and checked. */
export function ifscList(value: string | undefined): string[] {
  const codes = (value ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const wrong = codes.find((code) => !IFSC_PATTERN.test(code));
  if (wrong)
    throw new UsageError(`"${wrong}" is not an IFSC (4 letters, 0, then 6 letters or digits, e.g. SBIN0001234)`);
  return codes;
}

/** The service's refusals (DomainError) as the command line reports them. */
export async function asUsage<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * Runs a command on the server's database (DATABASE_URL or ./data), migrated first: exit 0 done, 2 a
 * mistake or refusal (printed with the usage), 1 the database unreachable or held by the server.
 */
export async function runCommandLine<Command>(
  argv: string[],
  usage: string,
  parse: (argv: string[]) => Command,
  execute: (command: Command, database: Database, clock: Clock) => Promise<void>,
): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    return 0;
  }
  let command: Command;
  let database: Database;
  try {
    command = parse(argv);
    database = await openDatabase(loadConfig());
  } catch (error) {
    if (error instanceof UsageError) console.error(`Error: ${error.message}\n\n${usage}`);
    else if (error instanceof DirectoryInUseError) {
      console.error(`${error.message}\nThe server holds it while it runs: stop it, run this command, start it again.`);
    } else if (error instanceof ConfigError) console.error(error.message);
    else throw error;
    return error instanceof UsageError ? 2 : 1;
  }
  try {
    await runMigrations(database);
    await execute(command, database, systemClock);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`Error: ${error.message}`);
    return 2;
  } finally {
    await database.close();
  }
}

/** Exits with the command's code. */
export function exitWith(run: Promise<number>): void {
  run.then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
