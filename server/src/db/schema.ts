import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BankDetailsForm } from '@kisan-credit/shared-api/contract/bankDetails';
import type { FarmerSmsKind } from '@kisan-credit/shared-api/contract/farmerSms';
import { LANGUAGES, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { Role } from '@kisan-credit/shared-api/contract/roles';
import {
  APPLICATION_STATUSES,
  LAWYER_CATEGORY_GROUPS,
  LAWYER_VISIBLE_GROUPS,
  STATUS_GROUPS,
  type ApplicationStatus,
  type StatusGroupId,
} from '@kisan-credit/shared-api/contract/status';
import type { FieldChange, HistoryAction, WorkflowRecord } from '@kisan-credit/shared-api/contract/workflow';

// Every time is written by the server's clock (tests inject one), never by the database's now().
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A branch of the bank: its IFSC, and the PIN codes whose farmers' applications it takes. */
export const branches = pgTable('branches', {
  id: uuid('id').primaryKey().defaultRandom(),
  ifsc: text('ifsc').notNull().unique(),
  name: text('name').notNull(),
  pins: text('pins')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The development branch: it serves every PIN code (so the quick start routes every application). */
  servesEveryPin: boolean('serves_every_pin').notNull().default(false),
  createdAt: moment('created_at').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Ten digits, no country code. */
    phone: text('phone').notNull().unique(),
    role: text('role').$type<Role>().notNull().default('user'),
    /** Staff: the person's name, as the audit trail names them. */
    name: text('name'),
    /** A banker's branch (a lawyer's branches are their panel, lawyer_panels; an admin has none). */
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    /** A banker's sanctioning limit in rupees; null: they may not sanction. */
    sanctionLimit: integer('sanction_limit'),
    /** A deactivated account signs in no more (its sessions end); its name stays in the audit trail. */
    active: boolean('active').notNull().default(true),
    /** The language the user chose (or last used the app in, for a farmer's saves): their SMS go in it. */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    check('users_role_known', sql`${table.role} in ('user', 'lawyer', 'banker', 'admin')`),
    check('users_language_known', sql`${table.language} in (${literals(LANGUAGES)})`),
    index('users_branch_id').on(table.branchId),
  ],
);

/** The branches whose panel a lawyer is on. */
export const lawyerPanels = pgTable(
  'lawyer_panels',
  {
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.lawyerId, table.branchId] }),
    index('lawyer_panels_branch_id').on(table.branchId),
  ],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    /** The verificationId the browser holds between send and verify. */
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    /** HMAC-SHA256 of the code (bound to this challenge id); the code itself is never stored. */
    codeHmac: text('code_hmac').notNull(),
    requestedIp: text('requested_ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
  },
  // Ascending on purpose: the rate-limit queries filter on a created_at range (see architecture note).
  (table) => [
    index('otp_challenges_phone_created_at').on(table.phone, table.createdAt),
    index('otp_challenges_requested_ip_created_at').on(table.requestedIp, table.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
    lastSeenAt: moment('last_seen_at').notNull(),
    /** Absolute expiry; the idle limit is checked against last_seen_at. */
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);

/** `'a', 'b'` for SQL, from the contract's constants (never request data: nothing is escaped). */
export function sqlLiterals(values: readonly string[]): SQL {
  if (values.some((value) => !/^[A-Za-z]+$/.test(value))) throw new Error(`Not a constant: ${values.join(', ')}`);
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}
const literals = sqlLiterals;

/** The banker's tab of each status, as one CASE (docs/requirements.md#r4-statuses; contract/status.ts). */
function statusGroupCase(status: SQL): SQL {
  const branches = STATUS_GROUPS.map(
    (group) => sql`when ${status} in (${literals(group.statuses)}) then '${sql.raw(group.id)}'`,
  );
  return sql`case ${sql.join(branches, sql` `)} end`;
}

/**
 * One KCC application per farmer. The dashboard's columns are real columns (listed and searched without
 * opening the body); the rest of the application is the jsonb `data`, in which Aadhaar, PAN, account and
 * guarantor Aadhaar numbers are AES-256-GCM ciphertext (src/applications/sensitiveNumbers.ts).
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The farmer who owns it; restrict: a bank keeps its loan files even if the account goes. */
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    phoneNumber: text('phone_number').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull(),
    /** The banker's tab (derived by the database, so it can never disagree with the status). */
    statusGroup: text('status_group')
      .$type<StatusGroupId>()
      .notNull()
      .generatedAlwaysAs((): SQL => statusGroupCase(sql`status`)),
    applicantName: text('applicant_name'),
    address: text('address'),
    loanAmount: doublePrecision('loan_amount'),
    business: text('business'),
    key: text('key'),
    /** Optimistic concurrency: every write is `... where version = <the version read>` and adds one. */
    version: integer('version').notNull().default(1),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    bankDetails: jsonb('bank_details').$type<BankDetailsForm>(),
    workflow: jsonb('workflow').$type<WorkflowRecord>().notNull().default({}),
    /** The branch serving the farmer's PIN code; null until routed (the admin's unrouted queue). */
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    /** The lawyer the branch's banker assigned; only they see the application. */
    assignedLawyerId: uuid('assigned_lawyer_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
    /** When the application reached its current status: its days pending count from here (0010). */
    statusSince: moment('status_since').notNull(),
    /**
     * The application exactly as its owner reads it (their most frequent call), as one sealed JSON value:
     * that read opens it instead of rebuilding it from the row. Written in the transaction of every write;
     * null on rows written before it existed, which are read the long way.
     */
    ownerAnswer: text('owner_answer'),
  },
  // Ascending on purpose (see the architecture note): `order by created_at desc, id desc` walks them backwards.
  (table) => [
    check('applications_status_known', sql`${table.status} in (${literals(APPLICATION_STATUSES)})`),
    // A status is reached on or after the day one applies (migration 0014): so a list of what was applied
    // since a day, ordered by days pending, starts its index walk at that day (applicationRepository).
    check('applications_status_since_not_before_created', sql`${table.statusSince} >= ${table.createdAt}`),
    index('applications_created_at_id').on(table.createdAt, table.id),
    index('applications_status_group_created_at_id').on(table.statusGroup, table.createdAt, table.id),
    index('applications_lawyer_visible_created_at_id')
      .on(table.createdAt, table.id)
      .where(sql`${table.statusGroup} in (${literals(LAWYER_VISIBLE_GROUPS)})`),
    index('applications_lawyer_completed_created_at_id')
      .on(table.createdAt, table.id)
      .where(sql`${table.statusGroup} in (${literals(LAWYER_CATEGORY_GROUPS.completed)})`),
    index('applications_branch_created_at_id').on(table.branchId, table.createdAt, table.id),
    // Each order of a banker's tab carries the two range filters' columns after the order's (branch, tab,
    // column, id), so a filter is checked in the index rather than by fetching the row (docs/benchmarks.md),
    // and a tab's count under them is an index-only scan.
    index('applications_branch_status_group_created_at_id').on(
      table.branchId,
      table.statusGroup,
      table.createdAt,
      table.id,
      table.loanAmount,
    ),
    index('applications_assigned_lawyer_created_at_id').on(table.assignedLawyerId, table.createdAt, table.id),
    // The dashboards' other two orders (docs/requirements.md#r10-queues), within a branch's tab.
    index('applications_branch_status_group_loan_amount_id').on(
      table.branchId,
      table.statusGroup,
      table.loanAmount,
      table.id,
      table.createdAt,
    ),
    index('applications_branch_status_group_status_since_id').on(
      table.branchId,
      table.statusGroup,
      table.statusSince,
      table.id,
      table.createdAt,
      table.loanAmount,
    ),
  ],
);

/**
 * How many applications each banker tab holds, and the amounts sanctioned and disbursed, kept by a trigger on applications in the same transaction
 * as every write (migration 0003), so a dashboard reads four rows instead of counting the whole table.
 */
export const applicationGroupCounts = pgTable(
  'application_group_counts',
  {
    /** The branch's id as text; '' for applications no branch has yet (0007: counts are per branch). */
    branchKey: text('branch_key').notNull().default(''),
    statusGroup: text('status_group').$type<StatusGroupId>().notNull(),
    applications: integer('applications').notNull(),
    /** Sums of bank_details' loanAmountSanctioned and loanAmountDisbursed, kept by the same trigger (0005). */
    sanctionedAmount: doublePrecision('sanctioned_amount').notNull().default(0),
    disbursedAmount: doublePrecision('disbursed_amount').notNull().default(0),
    /**
     * How many writes have changed what a filtered list of this branch and tab would count (a row added,
     * removed or moved, or its amount, address, applied date, name, phone or key changed); only ever grows
     * (0011). The branch's sum tells a dashboard whether counts it made for a filter still hold.
     */
    changes: bigint('changes', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ name: 'application_group_counts_pkey', columns: [table.branchKey, table.statusGroup] })],
);

/**
 * The bank's audit book: every change to an application, a branch or a staff account. Who (user id, name,
 * role, branch as they were), when, what (action, each field's old and new value with Aadhaar, PAN and
 * account numbers masked to their last 4, status) and why. Append only: a trigger refuses UPDATE, DELETE and
 * TRUNCATE (migration 0002). Hash-chained (src/audit/auditChain.ts): each event carries the hash of the one
 * before, so `npm run audit:verify -w server` finds an edited or removed event. Rows from before the chain
 * (migration 0007) have no hash.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The application changed; null for a branch or staff event. */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'restrict' }),
    /** What changed: an application, a branch (its IFSC) or a staff account (its user id). */
    subjectType: text('subject_type').$type<AuditSubject>().notNull().default('application'),
    subjectId: text('subject_id'),
    /** No foreign key: the record outlives a staff account. Null for the command line (named in actor_name). */
    actorUserId: uuid('actor_user_id'),
    actorRole: text('actor_role').$type<Role>(),
    actorName: text('actor_name'),
    actorBranch: text('actor_branch'),
    action: text('action').$type<HistoryAction>().notNull(),
    changedFields: text('changed_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fromStatus: text('from_status').$type<ApplicationStatus>(),
    toStatus: text('to_status').$type<ApplicationStatus>(),
    remarks: text('remarks'),
    /** Verdict, amount, date: what an action carried besides its remarks. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** Each changed field's old and new value, sensitive numbers masked. */
    changes: jsonb('changes').$type<FieldChange[]>(),
    at: moment('at').notNull(),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (table) => [
    index('application_events_application_id_id').on(table.applicationId, table.id),
    index('application_events_subject').on(table.subjectType, table.subjectId, table.id),
  ],
);

export type AuditSubject = 'application' | 'branch' | 'staff';

/** POST /contact/inquiry (public). The IP is kept to limit how many one address may send an hour. */
export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    requestedIp: text('requested_ip').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('contact_inquiries_requested_ip_created_at').on(table.requestedIp, table.createdAt)],
);

/**
 * An uploaded document. The bytes live encrypted in the file store under `storage_key`, never here. A file
 * belongs to the application of `owner_user_id` (the farmer); a lawyer's or banker's upload has no owner
 * until a save of that application names its url. A newer upload to the same slot supersedes it; a
 * superseded file no application names any more is deleted.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    id: uuid('id').primaryKey(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    uploaderRole: text('uploader_role').$type<Role>().notNull(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The document slot (aadharCopy ... necCertificate), or a guarantor's (`guarantor1.aadharDoc`, or 'guarantor') from POST /loan/upload. */
    slot: text('slot').notNull(),
    mime: text('mime').notNull(),
    /** The name the browser sent, cleaned; only ever shown back in Content-Disposition. */
    fileName: text('file_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: moment('created_at').notNull(),
    supersededAt: moment('superseded_at'),
  },
  (table) => [
    index('document_files_owner_slot').on(table.ownerUserId, table.slot),
    index('document_files_uploaded_by_slot').on(table.uploadedBy, table.slot),
  ],
);

/**
 * What was read from a farmer's document: its suggestions, sealed (they hold Aadhaar, PAN and account
 * numbers). One row a file; deleted at logout and when the file is superseded.
 */
export const documentExtractions = pgTable(
  'document_extractions',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => documentFiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    state: text('state').$type<'pending' | 'done' | 'failed'>().notNull(),
    /** The ExtractedFields as sealed JSON (fieldCipher, bound to the file id). */
    sealedFields: text('sealed_fields'),
    method: text('method'),
    millis: integer('millis'),
    createdAt: moment('created_at').notNull(),
    finishedAt: moment('finished_at'),
  },
  (table) => [
    index('document_extractions_user_id').on(table.userId),
    check('document_extractions_state_known', sql`${table.state} in ('pending', 'done', 'failed')`),
  ],
);

/**
 * A resumable upload in progress (docs/design.md#resumable-uploads): the slot and size it was opened for, how
 * many bytes are stored (`received`), and the stored parts in order (file-store keys, encrypted like
 * documents). A chunk is taken only at `received`, by a conditional update, so two requests can never both
 * write the same bytes. Once complete, `fileId` names the document made from it, so a retried last chunk
 * answers the same document; expired sessions are deleted with their parts.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    fileName: text('file_name'),
    size: integer('size').notNull(),
    received: integer('received').notNull(),
    parts: jsonb('parts').$type<{ key: string; bytes: number }[]>().notNull(),
    /** Set while one request turns the parts into a document; another may take over after it. */
    completingUntil: moment('completing_until'),
    fileId: uuid('file_id'),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    index('upload_sessions_user').on(table.userId),
    index('upload_sessions_expires').on(table.expiresAt),
    check('upload_sessions_received_within_size', sql`${table.received} between 0 and ${table.size}`),
  ],
);

/**
 * One row per accepted upload, kept for an hour's count (UPLOADS_PER_USER_PER_HOUR): replaced files are
 * deleted, so the files themselves cannot be counted. Rows older than an hour are removed as uploads come.
 */
export const documentUploads = pgTable(
  'document_uploads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('document_uploads_user_created').on(table.userId, table.createdAt)],
);

/**
 * Each SMS sent to a farmer about their application: one a status change (the application's version
 * after it), so a retried job never sends twice. The text as sent, for the farmer's timeline.
 */
export const farmerSms = pgTable(
  'farmer_sms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'restrict' }),
    applicationVersion: integer('application_version').notNull(),
    kind: text('kind').$type<FarmerSmsKind>().notNull(),
    status: text('status').$type<ApplicationStatus>().notNull(),
    language: text('language').$type<Language>().notNull(),
    text: text('text').notNull(),
    dltTemplateId: text('dlt_template_id'),
    sentAt: moment('sent_at').notNull(),
  },
  (table) => [uniqueIndex('farmer_sms_application_id_version').on(table.applicationId, table.applicationVersion)],
);

export type User = typeof users.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type OtpChallenge = typeof otpChallenges.$inferSelect;
export type Session = typeof sessions.$inferSelect;
/** The application's own columns, without the owner's sealed answer (which is read only on its own path). */
const { ownerAnswer: _ownerAnswer, ...applicationColumns } = getTableColumns(applications);
export { applicationColumns };
export type ApplicationRow = Omit<typeof applications.$inferSelect, 'ownerAnswer'>;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
export type ContactInquiryRow = typeof contactInquiries.$inferSelect;
export type DocumentFileRow = typeof documentFiles.$inferSelect;
export type UploadSessionRow = typeof uploadSessions.$inferSelect;
export type DocumentExtractionRow = typeof documentExtractions.$inferSelect;
export type FarmerSmsRow = typeof farmerSms.$inferSelect;
