import { verifyAuditChain, type ChainReport } from '../audit/auditChain';
import { exitWith, runCommandLine, UsageError } from './commandLine';

const USAGE = `Check the audit book's hash chain: every event's hash, and that each points at the one before.

Usage: npm run audit:verify -w server
Exit 0 when the chain holds, 3 when an event was changed or removed (the first one is named).`;

const BROKEN: Record<NonNullable<ChainReport['firstBroken']>['reason'], string> = {
  content: 'its content no longer matches its hash (it was changed)',
  link: 'it does not point at the event before it (an event before it was removed, changed or inserted)',
  missingHash: 'it carries no hash, though it was written after the chain began',
};

let exitCode = 0;
exitWith(
  runCommandLine(
    process.argv.slice(2),
    USAGE,
    (argv) => {
      if (argv.length > 0) throw new UsageError(`Unexpected argument: ${argv.join(' ')}`);
      return {};
    },
    async (_command, database) => {
      const report = await verifyAuditChain(database.db);
      if (report.beforeChain > 0) console.log(`${report.beforeChain} events from before the chain began (not hashed).`);
      if (report.firstBroken) {
        console.error(`Audit chain BROKEN at event ${report.firstBroken.id}: ${BROKEN[report.firstBroken.reason]}.`);
        console.error(`${report.checked} events before it verified.`);
        exitCode = 3;
        return;
      }
      console.log(`Audit chain verified: ${report.checked} events, every hash and link intact.`);
    },
  ).then((code) => (code === 0 ? exitCode : code)),
);
