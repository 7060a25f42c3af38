import { systemClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type Database } from '../db/connect';
import { DirectoryInUseError } from '../db/directoryLock';
import { runMigrations } from '../db/migrate';
import { createUserRepository } from '../users/userRepository';
import { executeUsersCommand, parseUsersCommand, USAGE, UsageError, type UsersCommand } from './usersCommand';

/** `npm run users -w server -- …`: the same database the server uses (DATABASE_URL or ./data). */
async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  let command: UsersCommand;
  let database: Database;
  try {
    command = parseUsersCommand(argv);
    database = await openDatabase(loadConfig());
  } catch (error) {
    if (error instanceof UsageError) console.error(`Error: ${error.message}\n\n${USAGE}`);
    else if (error instanceof DirectoryInUseError) {
      console.error(`${error.message}\nThe server holds it while it runs: stop it, run this command, start it again.`);
    } else if (error instanceof ConfigError) console.error(error.message);
    else throw error;
    return error instanceof UsageError ? 2 : 1;
  }
  try {
    await runMigrations(database);
    await executeUsersCommand(command, {
      users: createUserRepository(database.db),
      clock: systemClock,
      print: (line) => console.log(line),
    });
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`Error: ${error.message}`);
    return 2;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
