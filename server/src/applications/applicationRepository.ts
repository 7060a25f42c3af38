import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, ilike, like, lt, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ListSort, PipelineAmounts, SortOrder } from '@kisan-credit/shared-api/contract/applicationList';
import type { StatusGroupId } from '@kisan-credit/shared-api/contract/status';
import { appendAuditEvent } from '../audit/auditChain';
import type { Db } from '../db/connect';
import {
  applicationColumns,
  applicationEvents,
  applicationGroupCounts,
  applications,
  sqlLiterals,
  type ApplicationEventRow,
  type ApplicationRow,
} from '../db/schema';
import type { KeptOwnerAnswer } from './ownerAnswer';

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
  /** Text in the address: a village or a PIN code. */
  place?: string;
  /** Applied (created) at or after, and before, these instants. */
  appliedFrom?: Date;
  appliedBefore?: Date;
  /** The amount asked, inclusive. */
  amountMin?: number;
  amountMax?: number;
  /** Need-to-know: only this branch's applications (a banker), or only those assigned to this lawyer. */
  branchId?: string;
  lawyerId?: string;
}

/** A list's order: by what, which way. Ties are broken by id, the same way, so pages never overlap. */
export interface ListOrder {
  sort: ListSort;
  order: SortOrder;
}
export const NEWEST_FIRST: ListOrder = { sort: 'appliedDate', order: 'desc' };

/** The filters a list may carry besides groups, who and search: each a parameter when present. */
const RANGE_FILTERS = ['place', 'appliedFrom', 'appliedBefore', 'amountMin', 'amountMax'] as const;

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
  statusSince: applications.statusSince,
};
export type ApplicationListRow = Pick<ApplicationRow, keyof typeof listColumns>;

export function createApplicationRepository(db: Db) {
  // Read before every read and write of an application: prepared once.
  const byOwner = db
    .select(applicationColumns)
    .from(applications)
    .where(eq(applications.userId, sql.placeholder('userId')))
    .prepare('find_application_by_owner');
  // The farmer's most frequent call (their own application) reads only the sealed answer kept for it.
  const keptAnswers = db
    .select({ userId: applications.userId, version: applications.version, ownerAnswer: applications.ownerAnswer })
    .from(applications)
    .where(sql`${applications.userId} = any(${sql.placeholder('userIds')})`)
    .prepare('find_kept_owner_answers');

  /**
   * The dashboard's statements, built on first use, one per shape: which groups (literals in the SQL, see
   * groupCondition), whether there is a search and which range filters there are (their values are
   * parameters). A few dozen in all.
   *
   * A shape without range filters is a named (server-side prepared) statement. One with range filters runs
   * unnamed: PostgreSQL plans a prepared statement once for any values after a few runs, and that generic
   * plan cannot tell a range that keeps a few rows from one that keeps half the book (a count's generic plan
   * read every row of the branch's date range from the heap, 69 ms against 1 ms); an unnamed statement is
   * planned with each run's values, so each takes the index that fits. Its SQL is still built only once:
   * building it took a filtered page about as much of the server's CPU as the rest of the request.
   */
  const statements = new Map<string, unknown>();
  function prepared<Query extends { prepare(name: string): unknown }>(
    kind: string,
    filter: ListFilter,
    build: (shape: QueryFilter) => Query,
  ): ReturnType<Query['prepare']> {
    const whose = filter.branchId !== undefined ? 'branch' : filter.lawyerId !== undefined ? 'lawyer' : '';
    const ranges = RANGE_FILTERS.filter((range) => filter[range] !== undefined);
    const shape = `${kind}:${filter.groups?.join(',') ?? '*'}:${filter.search ? 'search' : ''}:${whose}:${ranges.join(',')}`;
    let statement = statements.get(shape);
    if (!statement) {
      const query = build({
        groups: filter.groups,
        ...(filter.search ? { search: SEARCH_PLACEHOLDERS } : {}),
        ...(filter.branchId !== undefined ? { branchId: sql.placeholder('branchId') } : {}),
        ...(filter.lawyerId !== undefined ? { lawyerId: sql.placeholder('lawyerId') } : {}),
        ...Object.fromEntries(ranges.map((range) => [range, sql.placeholder(range)])),
      });
      // drizzle runs a query prepared without a name as node-postgres' unnamed statement.
      const name =
        ranges.length > 0 ? undefined : `${kind}_${createHash('sha256').update(shape).digest('hex').slice(0, 12)}`;
      statement = query.prepare(name as string);
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

    /** The answers kept for these owners' applications (owners without an application are left out). */
    keptAnswers(userIds: string[]): Promise<(KeptOwnerAnswer & { userId: string })[]> {
      return keptAnswers.execute({ userIds });
    },

    /**
     * Writes the owner's application, its history event and their sealed answer in one transaction. Without
     * `current` it creates the application (undefined when the owner already has one); with it, it writes only
     * if the row is still at `current.version` (the database, not a read before, decides a race) and adds one
     * to the version (undefined when someone else wrote first).
     */
    write(
      current: Pick<ApplicationRow, 'id' | 'version'> | undefined,
      values: ApplicationValues,
      event: EventValues,
      sealOwnerAnswer: SealOwnerAnswer,
    ): Promise<ApplicationRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = current
          ? await tx
              .update(applications)
              .set({ ...values, version: sql`${applications.version} + 1` })
              .where(and(eq(applications.id, current.id), eq(applications.version, current.version)))
              .returning(applicationColumns)
          : await tx
              .insert(applications)
              .values(values)
              .onConflictDoNothing({ target: applications.userId })
              .returning(applicationColumns);
        if (!row) return undefined;
        await appendAuditEvent(tx, { ...event, applicationId: row.id, subjectType: 'application', subjectId: row.id });
        await tx
          .update(applications)
          .set({ ownerAnswer: sealOwnerAnswer(row) })
          .where(eq(applications.id, row.id));
        return row;
      });
    },

    /**
     * One dashboard page in the order asked; each order matches a (branch, group, column, id) index, walked
     * forwards or backwards.
     */
    listPage(filter: ListFilter, order: ListOrder, limit: number, offset: number): Promise<ApplicationListRow[]> {
      const statement = prepared(`list_page_${order.sort}_${order.order}`, filter, (shape) =>
        listPageQuery(db, shape, order, sql.placeholder('limit'), sql.placeholder('offset')),
      );
      return statement.execute({ limit, offset, ...filterValues(filter) });
    },

    /**
     * The rows after `after` in the list's order (keyset paging: each batch is its own short query, so an
     * export holds neither every row nor a connection while the file goes out).
     */
    listAfter(
      filter: ListFilter,
      order: ListOrder,
      after: ApplicationListRow | undefined,
      limit: number,
    ): Promise<ExportRow[]> {
      return exportBatchQuery(db, literalFilter(filter), order, after, limit);
    },

    /** How many applications of each banker tab match a search: one grouped query on the indexed status_group. */
    async countMatches(filter: ListFilter): Promise<GroupTotals> {
      const rows = await prepared('count_matches', filter, (shape) => countByGroupQuery(db, shape)).execute(
        filterValues(filter),
      );
      // count(*) is a number on PGlite and a string on node-postgres.
      return { counts: Object.fromEntries(rows.map((row) => [row.group, Number(row.count)])) };
    },

    /**
     * The counts the database keeps for each banker tab of a branch (four rows, no counting), with the
     * rupees sanctioned and disbursed in each. No branch: the applications waiting to be routed. `changes`:
     * how many writes have changed what a filter of these tabs counts (it only grows; migration 0012).
     */
    async keptTotals(
      filter: Pick<ListFilter, 'groups' | 'branchId'>,
    ): Promise<GroupTotals & { amounts: PipelineAmounts; changes: number }> {
      const rows = await keptTotalsStatement(filter);
      const sum = (pick: (row: (typeof rows)[number]) => number) =>
        Math.round(rows.reduce((total, row) => total + Number(pick(row)), 0));
      return {
        counts: Object.fromEntries(rows.map((row) => [row.group, Number(row.count)])),
        amounts: { sanctioned: sum((row) => row.sanctioned), disbursed: sum((row) => row.disbursed) },
        changes: rows.reduce((total, row) => total + Number(row.changes), 0),
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
  place?: string | Placeholder;
  appliedFrom?: Date | Placeholder;
  appliedBefore?: Date | Placeholder;
  amountMin?: number | Placeholder;
  amountMax?: number | Placeholder;
}

/** What an export adds to a list row: the sealed numbers it shows masked. */
const exportColumns = {
  sealedAadhar: sql<string | null>`${applications.data}->>'aadharNo'`,
  sealedAccountNumber: sql<string | null>`${applications.data}->'bankAccount'->>'accountNumber'`,
};
export type ExportRow = ApplicationListRow & { sealedAadhar: string | null; sealedAccountNumber: string | null };

const SEARCH_PLACEHOLDERS: SearchTerms = { pattern: sql.placeholder('pattern'), exactId: sql.placeholder('exactId') };

function whoseValues({ branchId, lawyerId }: ListFilter): { branchId?: string; lawyerId?: string } {
  return { ...(branchId !== undefined ? { branchId } : {}), ...(lawyerId !== undefined ? { lawyerId } : {}) };
}

/** `%text%` for (i)like, the text's wildcards matched as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function searchValues(search: string | undefined): { pattern?: string; exactId?: string } {
  if (!search) return {};
  return { pattern: containing(search), exactId: search.toLowerCase() };
}

function rangeValues(filter: ListFilter): Record<string, string | number | Date> {
  const values: Record<string, string | number | Date> = {};
  for (const name of RANGE_FILTERS) {
    const value = filter[name];
    if (value !== undefined) values[name] = name === 'place' ? containing(value as string) : value;
  }
  return values;
}

/**
 * A list statement's parameters. A placeholder's value skips drizzle's column mapping, so the instants go
 * as drizzle would send a timestamp's (ISO text).
 */
function filterValues(filter: ListFilter) {
  const ranges = rangeValues(filter);
  for (const [name, value] of Object.entries(ranges)) if (value instanceof Date) ranges[name] = value.toISOString();
  return { ...searchValues(filter.search), ...whoseValues(filter), ...ranges };
}

/** The filter with its values in place (for a statement built afresh, not prepared). */
function literalFilter(filter: ListFilter): QueryFilter {
  const search = searchValues(filter.search);
  return {
    groups: filter.groups,
    ...(search.pattern ? { search: { pattern: search.pattern, exactId: search.exactId! } } : {}),
    ...whoseValues(filter),
    ...rangeValues(filter),
  };
}

/** The dashboard queries themselves (a test reads their plans). */
export function listPageQuery(
  db: Db,
  filter: QueryFilter,
  order: ListOrder,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  return db
    .select(listColumns)
    .from(applications)
    .where(and(listConditions(filter), statusSinceBound(filter, order)))
    .orderBy(...orderBy(order))
    .limit(limit)
    .offset(offset);
}

/**
 * By days pending, a list of what was applied since a day starts at that day's statuses: no status is older
 * than its application (the check of migration 0014), so `status_since >= appliedFrom` leaves out no row the
 * filter keeps, and it is where the (branch, tab, status_since, …) index walk begins. Without it the walk
 * starts at the oldest status and passes every older application's entry to reach the first row kept.
 */
function statusSinceBound(filter: QueryFilter, order: ListOrder): SQL | undefined {
  if (order.sort !== 'daysPending' || filter.appliedFrom === undefined) return undefined;
  return gte(applications.statusSince, filter.appliedFrom as Date);
}

/** Everything a list row must match: who may see it, its tab, the search and the filters. */
function listConditions({ groups, search, branchId, lawyerId, ...ranges }: QueryFilter): SQL | undefined {
  return and(
    whoseCondition({ branchId, lawyerId }),
    groupCondition(groups),
    searchCondition(search),
    ranges.place === undefined ? undefined : ilike(applications.address, ranges.place as string),
    ranges.appliedFrom === undefined ? undefined : gte(applications.createdAt, ranges.appliedFrom as Date),
    ranges.appliedBefore === undefined ? undefined : lt(applications.createdAt, ranges.appliedBefore as Date),
    ranges.amountMin === undefined ? undefined : gte(applications.loanAmount, ranges.amountMin as number),
    ranges.amountMax === undefined ? undefined : lte(applications.loanAmount, ranges.amountMax as number),
  );
}

/**
 * The column each sort orders by. More days pending is an earlier status_since, so days pending descending
 * is status_since ascending.
 */
const SORT_COLUMNS = {
  appliedDate: { column: applications.createdAt, ascending: 'asc' },
  amount: { column: applications.loanAmount, ascending: 'asc' },
  daysPending: { column: applications.statusSince, ascending: 'desc' },
} as const;

/** Whether the list walks its sort column upwards. */
function walksUp({ sort, order }: ListOrder): boolean {
  return (SORT_COLUMNS[sort].ascending === 'asc') === (order === 'asc');
}

function orderBy(order: ListOrder): SQL[] {
  const { column } = SORT_COLUMNS[order.sort];
  return walksUp(order) ? [asc(column), asc(applications.id)] : [desc(column), desc(applications.id)];
}

/**
 * The rows after `row` in this order, as one row comparison `(column, id) > (value, id)` so that the index
 * is entered at that point rather than read from its start for every batch. PostgreSQL puts nulls (an amount
 * never given) last going up and first going down, as the index does; only the amount can be null.
 */
function afterRow(order: ListOrder, row: ApplicationListRow): SQL {
  const { column } = SORT_COLUMNS[order.sort];
  const value =
    order.sort === 'appliedDate' ? row.createdAt : order.sort === 'amount' ? row.loanAmount : row.statusSince;
  const up = walksUp(order);
  const laterId = (up ? gt : lt)(applications.id, row.id);
  if (value === null) {
    // Going up the nulls come last: only other nulls follow. Going down they come first: then every value.
    return up
      ? and(sql`${column} is null`, laterId)!
      : or(sql`${column} is not null`, and(sql`${column} is null`, laterId))!;
  }
  const further = sql`(${column}, ${applications.id}) ${sql.raw(up ? '>' : '<')} (${sql.param(value, column)}, ${sql.param(row.id, applications.id)})`;
  return up && order.sort === 'amount' ? or(further, sql`${column} is null`)! : further;
}

/** One batch of an export: the rows after `after` in the list's order (a test reads its plan). */
export function exportBatchQuery(
  db: Db,
  filter: QueryFilter,
  order: ListOrder,
  after: ApplicationListRow | undefined,
  limit: number,
) {
  return db
    .select({ ...listColumns, ...exportColumns })
    .from(applications)
    .where(and(listConditions(filter), statusSinceBound(filter, order), after ? afterRow(order, after) : undefined))
    .orderBy(...orderBy(order))
    .limit(limit);
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
      changes: applicationGroupCounts.changes,
    })
    .from(applicationGroupCounts)
    .where(
      and(
        branchKey === undefined ? undefined : eq(applicationGroupCounts.branchKey, branchKey as string),
        groups === undefined ? undefined : sql`${applicationGroupCounts.statusGroup} in (${sqlLiterals(groups)})`,
      ),
    );
}

export function countByGroupQuery(db: Db, filter: QueryFilter) {
  return db
    .select({ group: applications.statusGroup, count: sql<number | string>`count(*)` })
    .from(applications)
    .where(listConditions(filter))
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
