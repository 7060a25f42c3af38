import { createOrganisationService } from '../organisation/organisationService';
import { createUserRepository } from '../users/userRepository';
import { exitWith, runCommandLine } from './commandLine';
import { executeUsersCommand, parseUsersCommand, USAGE } from './usersCommand';

/** `npm run users -w server -- …`: the same database the server uses (DATABASE_URL or ./data). */
exitWith(
  runCommandLine(process.argv.slice(2), USAGE, parseUsersCommand, (command, database, clock) =>
    executeUsersCommand(command, {
      users: createUserRepository(database.db),
      organisation: createOrganisationService({ db: database.db, clock }),
      clock,
      print: (line) => console.log(line),
    }),
  ),
);
