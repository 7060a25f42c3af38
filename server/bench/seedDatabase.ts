import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { applicationKey } from '@kisan-credit/shared-api/contract/calculations/key';
import { statusGroupOf } from '@kisan-credit/shared-api/contract/status';
import { sealOwnerAnswer } from '../src/applications/ownerAnswer';
import { sealSensitiveNumbers } from '../src/applications/sensitiveNumbers';
import { hashSessionToken, newSessionToken } from '../src/auth/sessionToken';
import type { FieldCipher } from '../src/crypto/fieldCipher';
import type { Database, Db } from '../src/db/connect';
import { applications, branches, lawyerPanels, sessions, users } from '../src/db/schema';
import { createApplicationFactory } from './realisticApplications';

export interface SeedOptions {
  applications: number;
  /** How many farmers get a signed-in session (their tokens drive GET /loan/application). */
  farmerSessions: number;
  /** The server's DATA_ENCRYPTION_KEY cipher: the seeded numbers must open in the server. */
  cipher: FieldCipher;
  now: Date;
  onProgress?: (seeded: number) => void;
}

export interface SeededBook {
  bankerToken: string;
  lawyerToken: string;
  farmerTokens: string[];
}

const USER_BATCH = 5_000;
const APPLICATION_BATCH = 1_000;
export const BENCH_BANKER_PHONE = '9000000001';
export const BENCH_LAWYER_PHONE = '9000000002';

/**
 * Fills an empty, migrated database with a bank's book of `applications` realistic applications (one
 * farmer each), a banker and a lawyer, and signed-in sessions; gives the sessions' tokens.
 *
 * Inserted in bulk, not through the API. The statement-level trigger that keeps application_group_counts
 * is switched off for the load and the counts are then worked out with one GROUP BY, all in one
 * transaction: no other writer can slip an uncounted row in meanwhile, and afterwards the trigger keeps
 * the counts exactly as before.
 */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeededBook> {
  const { db } = database;
  const { now, cipher } = options;
  // One branch serving every PIN holds the whole book: the banker's dashboard reads all of it, as before.
  const branch = { id: randomUUID(), ifsc: 'KCCB0000001', name: 'Bench Branch', servesEveryPin: true, createdAt: now };
  await db.insert(branches).values(branch);
  const banker = {
    id: randomUUID(),
    phone: BENCH_BANKER_PHONE,
    role: 'banker' as const,
    name: 'Bench Banker',
    branchId: branch.id,
    createdAt: now,
  };
  const lawyer = {
    id: randomUUID(),
    phone: BENCH_LAWYER_PHONE,
    role: 'lawyer' as const,
    name: 'Bench Lawyer',
    createdAt: now,
  };
  await db.insert(users).values([banker, lawyer]);
  await db.insert(lawyerPanels).values({ lawyerId: lawyer.id, branchId: branch.id });

  const makeApplication = createApplicationFactory(now, { bankerUserId: banker.id, lawyerUserId: lawyer.id });
  const farmerIds: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table applications disable trigger applications_group_counts_insert`);
    for (let start = 0; start < options.applications; start += APPLICATION_BATCH) {
      const batch = Array.from({ length: Math.min(APPLICATION_BATCH, options.applications - start) }, (_, index) => {
        const application = makeApplication(start + index);
        return { userId: randomUUID(), ...application };
      });
      await insertInBatches(
        tx,
        users,
        batch.map(({ userId, phone, createdAt }) => ({ id: userId, phone, role: 'user' as const, createdAt })),
      );
      await tx.insert(applications).values(
        batch.map(({ userId, phone, status, createdAt, data, bankDetails, workflow }) => {
          const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
          const lastStep = new Date(
            Math.max(createdAt.getTime(), ...Object.values(workflow).map((step) => Date.parse(step.at))),
          );
          const application = {
            id: randomUUID(),
            userId,
            phoneNumber: phone,
            status,
            statusGroup: statusGroupOf(status),
            applicantName: text(data.applicantName),
            address: text(data.address),
            loanAmount: typeof data.loanAmount === 'number' ? data.loanAmount : null,
            business: text(data.business),
            key: applicationKey(text(data.applicantName), phone) ?? null,
            version: 1,
            data,
            bankDetails,
            workflow,
            branchId: status === 'formFill' ? null : branch.id,
            assignedLawyerId: workflow.assignLawyer ? lawyer.id : null,
            createdAt,
            updatedAt: lastStep,
            // Every seeded step changes the status: the last one is when the current status began.
            statusSince: lastStep,
          };
          const { statusGroup: _generated, ...values } = application;
          return {
            ...values,
            data: sealSensitiveNumbers(data, userId, cipher),
            ownerAnswer: sealOwnerAnswer(application, cipher),
          };
        }),
      );
      farmerIds.push(
        ...batch.slice(0, Math.max(0, options.farmerSessions - farmerIds.length)).map(({ userId }) => userId),
      );
      options.onProgress?.(start + batch.length);
    }
    await tx.execute(sql`alter table applications enable trigger applications_group_counts_insert`);
    await tx.execute(sql`delete from application_group_counts`);
    await tx.execute(sql`
      insert into application_group_counts (branch_key, status_group, applications)
        select coalesce(branch_id::text, ''), status_group, count(*) from applications group by 1, 2`);
  });

  // The audit log: how each application got where it is (its submission, or its draft), one event each.
  await db.execute(sql`
    insert into application_events (application_id, actor_user_id, actor_role, action, from_status, to_status, at)
      select id, user_id, 'user', case when status = 'formFill' then 'draftSaved' else 'submitted' end,
             null, case when status = 'formFill' then 'formFill' else 'farmerSubmitted' end, created_at
        from applications`);

  const startSession = () => {
    const token = newSessionToken();
    return { token, tokenHash: hashSessionToken(token) };
  };
  const sessionRows = [banker.id, lawyer.id, ...farmerIds].map((userId) => ({ userId, ...startSession() }));
  await insertInBatches(
    db,
    sessions,
    sessionRows.map(({ userId, tokenHash }) => ({
      userId,
      tokenHash,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 12 * 60 * 60 * 1000),
    })),
  );

  // The book as a bank's would be after two years: vacuumed (rows marked visible to all, so nothing is left
  // for autovacuum or first readers to do while the bench measures) and with fresh planner statistics.
  await db.execute(sql`vacuum analyze`);
  const [bankerSession, lawyerSession, ...farmerSessions] = sessionRows;
  return {
    bankerToken: bankerSession!.token,
    lawyerToken: lawyerSession!.token,
    farmerTokens: farmerSessions.map((session) => session.token),
  };
}

async function insertInBatches<Row extends Record<string, unknown>>(
  db: Db,
  table: typeof users | typeof sessions,
  rows: Row[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += USER_BATCH) {
    await db.insert(table).values(rows.slice(start, start + USER_BATCH) as never);
  }
}
