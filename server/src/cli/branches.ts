import { createOrganisationService } from '../organisation/organisationService';
import { BRANCHES_USAGE, executeBranchesCommand, parseBranchesCommand } from './branchesCommand';
import { exitWith, runCommandLine } from './commandLine';

/** `npm run branches -w server -- …`: the same database the server uses (DATABASE_URL or ./data). */
exitWith(
  runCommandLine(process.argv.slice(2), BRANCHES_USAGE, parseBranchesCommand, (command, database, clock) =>
    executeBranchesCommand(command, createOrganisationService({ db: database.db, clock }), (line) => console.log(line)),
  ),
);
