import { createHash } from 'node:crypto';
import { and, asc, desc, eq, ilike, like, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PipelineAmounts } from 'shared-api/contract/applicationList';
import type { StatusGroupId } from 'shared-api/contract/status';
import { appendAuditEvent } from '../audit/auditChain';
import type { Db, DbTransaction } from '../db/connect';
import {
  applicationColumns,
  applicationEvents,
  applicationGroupCounts,
  applications,
  sqlLiterals,
  type ApplicationEventRow,
  type ApplicationRow,
} from '../db/schema';

/** What a write sets; id, version and the status group are the database's. */
export type ApplicationValues = Omit<typeof applications.$inferInsert, 'id' | 'version' | 'statusGroup'>;
/** What an event records besides the application it belongs to and its place in the chain. */
export type EventValues = Omit<typeof applicationEvents.$inferInsert, 'id' | 'applicationId' | 'prevHash' | 'hash'>;
/** The owner's answer to store beside a row just written (see applications.ownerAnswer). */
export type SealOwnerAnswer = (row: ApplicationRow) => string;

export interface GroupTotals {
  counts: Partial<Record<StatusGroupId, number>>;
}

export interface ListFilter {
  /** Only these banker tabs; undefined: every application. */
  groups?: readonly StatusGroupId[];
  search?: string;
  /** Need-to-know: only this branch's applications (a banker), or only those assigned to this lawyer. */
  branchId?: string;
  lawyerId?: string;
}

/** The dashboard's columns: enough for a list row without opening the application body. */
const listColumns = {
  id: applications.id,
  userId: applications.userId,
  key: applications.key,
  applicantName: applications.applicantName,
  phoneNumber: applications.phoneNumber,
  address: applications.address,
  loanAmount: applications.loanAmount,
  business: applications.business,
  status: applications.status,
  createdAt: applications.createdAt,
};
export type ApplicationListRow = Pick<ApplicationRow, keyof typeof listColumns>;

/** What goes with every write of a row, in its transaction: its history event and the owner's answer. */
async function settle(tx: DbTransaction, row: ApplicationRow, event: EventValues, sealOwnerAnswer: SealOwnerAnswer) {
  await appendAuditEvent(tx, { ...event, applicationId: row.id, subjectType: 'application', subjectId: row.id });
  await tx
    .update(applications)
    .set({ ownerAnswer: sealOwnerAnswer(row) })
    .where(eq(applications.id, row.id));
}

export function createApplicationRepository(db: Db) {
  // Read before every read and write of an application: prepared once.
  const byOwner = db
    .select(applicationColumns)
    .from(applications)
    .where(eq(applications.userId, sql.placeholder('userId')))
    .prepare('find_application_by_owner');

  /**
   * The dashboard's statements, prepared on first use, one per shape: which groups (literals in the SQL,
   * see groupCondition) and whether there is a search (whose text is a parameter). A handful in all.
   */
  const statements = new Map<string, unknown>();
  function prepared<Query extends { prepare(name: string): unknown }>(
    kind: string,
    filter: ListFilter,
    build: (shape: QueryFilter) => Query,
  ): ReturnType<Query['prepare']> {
    const whose = filter.branchId !== undefined ? 'branch' : filter.lawyerId !== undefined ? 'lawyer' : '';
    const shape = `${kind}:${filter.groups?.join(',') ?? '*'}:${filter.search ? 'search' : ''}:${whose}`;
    let statement = statements.get(shape);
    if (!statement) {
      const name = `${kind}_${createHash('sha256').update(shape).digest('hex').slice(0, 12)}`;
      statement = build({
        groups: filter.groups,
        ...(filter.search ? { search: SEARCH_PLACEHOLDERS } : {}),
        ...(filter.branchId !== undefined ? { branchId: sql.placeholder('branchId') } : {}),
        ...(filter.lawyerId !== undefined ? { lawyerId: sql.placeholder('lawyerId') } : {}),
      }).prepare(name);
      statements.set(shape, statement);
    }
    return statement as ReturnType<Query['prepare']>;
  }

  const keptTotalsStatement = (filter: Pick<ListFilter, 'groups' | 'branchId'>) =>
    prepared('kept_counts', { groups: filter.groups, branchId: filter.branchId ?? '' }, (shape) =>
      keptCountsQuery(db, shape.groups, shape.branchId),
    ).execute({ branchId: filter.branchId ?? '' });

  return {
    async findByOwner(userId: string): Promise<ApplicationRow | undefined> {
      const [row] = await byOwner.execute({ userId });
      return row;
    },

    /**
     * Creates the owner's application with its first event and their sealed answer; undefined when the owner
     * already has one.
     */
    async insert(
      values: ApplicationValues,
      event: EventValues,
      sealOwnerAnswer: SealOwnerAnswer,
    ): Promise<ApplicationRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(applications)
          .values(values)
          .onConflictDoNothing({ target: applications.userId })
          .returning(applicationColumns);
        if (row) await settle(tx, row, event, sealOwnerAnswer);
        return row;
      });
    },

    /**
     * Writes the application only if it is still at `version` (the database, not a read before, decides a
     * race), adds one to the version, appends the event and stores the owner's sealed answer. Undefined when
     * someone else wrote first.
     */
    async updateAtVersion(
      id: string,
      version: number,
      values: ApplicationValues,
      event: EventValues,
      sealOwnerAnswer: SealOwnerAnswer,
    ): Promise<ApplicationRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(applications)
          .set({ ...values, version: sql`${applications.version} + 1` })
          .where(and(eq(applications.id, id), eq(applications.version, version)))
          .returning(applicationColumns);
        if (row) await settle(tx, row, event, sealOwnerAnswer);
        return row;
      });
    },

    /** One dashboard page, newest first; the order matches the (…, created_at, id) indexes walked backwards. */
    listPage(filter: ListFilter, limit: number, offset: number): Promise<ApplicationListRow[]> {
      const statement = prepared('list_page', filter, (shape) =>
        listPageQuery(db, shape, sql.placeholder('limit'), sql.placeholder('offset')),
      );
      return statement.execute({ limit, offset, ...searchValues(filter.search), ...whoseValues(filter) });
    },

    /** How many applications of each banker tab match a search: one grouped query on the indexed status_group. */
    async countMatches(filter: ListFilter): Promise<GroupTotals> {
      const rows = await prepared('count_matches', filter, (shape) => countByGroupQuery(db, shape)).execute({
        ...searchValues(filter.search),
        ...whoseValues(filter),
      });
      // count(*) is a number on PGlite and a string on node-postgres.
      return { counts: Object.fromEntries(rows.map((row) => [row.group, Number(row.count)])) };
    },

    /**
     * The counts the database keeps for each banker tab of a branch (four rows, no counting), with the
     * rupees sanctioned and disbursed in each. No branch: the applications waiting to be routed.
     */
    async keptTotals(
      filter: Pick<ListFilter, 'groups' | 'branchId'>,
    ): Promise<GroupTotals & { amounts: PipelineAmounts }> {
      const rows = await keptTotalsStatement(filter);
      const sum = (pick: (row: (typeof rows)[number]) => number) =>
        Math.round(rows.reduce((total, row) => total + Number(pick(row)), 0));
      return {
        counts: Object.fromEntries(rows.map((row) => [row.group, Number(row.count)])),
        amounts: { sanctioned: sum((row) => row.sanctioned), disbursed: sum((row) => row.disbursed) },
      };
    },

    /** Applications submitted while no branch served their PIN code: the admin routes them. */
    unrouted(limit: number): Promise<ApplicationListRow[]> {
      return db
        .select(listColumns)
        .from(applications)
        .where(sql`${applications.branchId} is null and ${applications.status} <> 'formFill'`)
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(limit);
    },

    events(applicationId: string): Promise<ApplicationEventRow[]> {
      return db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, applicationId))
        .orderBy(asc(applicationEvents.id));
    },
  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;

/** The search text as the queries take it: a pattern for names, phones and keys, and an exact ID. */
interface SearchTerms {
  pattern: string | Placeholder;
  exactId: string | Placeholder;
}
/** A ListFilter as the query builders take it: the search as values or as a prepared statement's placeholders. */
export interface QueryFilter {
  groups?: readonly StatusGroupId[];
  search?: SearchTerms;
  branchId?: string | Placeholder;
  lawyerId?: string | Placeholder;
}

const SEARCH_PLACEHOLDERS: SearchTerms = { pattern: sql.placeholder('pattern'), exactId: sql.placeholder('exactId') };

function whoseValues({ branchId, lawyerId }: ListFilter): { branchId?: string; lawyerId?: string } {
  return { ...(branchId !== undefined ? { branchId } : {}), ...(lawyerId !== undefined ? { lawyerId } : {}) };
}

function searchValues(search: string | undefined): { pattern?: string; exactId?: string } {
  if (!search) return {};
  return { pattern: `%${search.replace(/[\\%_]/g, '\\$&')}%`, exactId: search.toLowerCase() };
}

/** The dashboard queries themselves (a test reads their plans). */
export function listPageQuery(
  db: Db,
  { groups, search, ...whose }: QueryFilter,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  return db
    .select(listColumns)
    .from(applications)
    .where(and(whoseCondition(whose), groupCondition(groups), searchCondition(search)))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit)
    .offset(offset);
}

export function keptCountsQuery(
  db: Db,
  groups: readonly StatusGroupId[] | undefined,
  branchKey?: string | Placeholder,
) {
  return db
    .select({
      group: applicationGroupCounts.statusGroup,
      count: applicationGroupCounts.applications,
      sanctioned: applicationGroupCounts.sanctionedAmount,
      disbursed: applicationGroupCounts.disbursedAmount,
    })
    .from(applicationGroupCounts)
    .where(
      and(
        branchKey === undefined ? undefined : eq(applicationGroupCounts.branchKey, branchKey as string),
        groups === undefined ? undefined : sql`${applicationGroupCounts.statusGroup} in (${sqlLiterals(groups)})`,
      ),
    );
}

export function countByGroupQuery(db: Db, { groups, search, ...whose }: QueryFilter) {
  return db
    .select({ group: applications.statusGroup, count: sql<number | string>`count(*)` })
    .from(applications)
    .where(and(whoseCondition(whose), groupCondition(groups), searchCondition(search)))
    .groupBy(applications.statusGroup);
}

/** A banker's branch, or a lawyer's assigned cases. */
function whoseCondition({ branchId, lawyerId }: Pick<QueryFilter, 'branchId' | 'lawyerId'>): SQL | undefined {
  if (branchId !== undefined) return eq(applications.branchId, branchId as string);
  if (lawyerId !== undefined) return eq(applications.assignedLawyerId, lawyerId as string);
  return undefined;
}

/**
 * The groups as literals, not parameters: the same text as the partial indexes' predicates, so the planner
 * can use them whatever plan it caches. The values are the contract's constants, never request data.
 */
function groupCondition(groups: readonly StatusGroupId[] | undefined): SQL | undefined {
  if (groups === undefined) return undefined;
  if (groups.length === 1) return sql`${applications.statusGroup} = ${sqlLiterals(groups)}`;
  return sql`${applications.statusGroup} in (${sqlLiterals(groups)})`;
}

/** Name, phone, key or application ID containing the text, ignoring case. */
function searchCondition(search: SearchTerms | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(
    ilike(applications.applicantName, search.pattern),
    like(applications.phoneNumber, search.pattern),
    ilike(applications.key, search.pattern),
    sql`${applications.id}::text = ${search.exactId}`,
  );
}
