import { and, asc, desc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { StatusGroupId } from 'shared-api/contract/status';
import type { Db } from '../db/connect';
import {
  applicationEvents,
  applicationGroupCounts,
  applications,
  sqlLiterals,
  type ApplicationEventRow,
  type ApplicationRow,
} from '../db/schema';

/** What a write sets; id, version and the status group are the database's. */
export type ApplicationValues = Omit<typeof applications.$inferInsert, 'id' | 'version' | 'statusGroup'>;
/** What an event records besides the application it belongs to. */
export type EventValues = Omit<typeof applicationEvents.$inferInsert, 'id' | 'applicationId'>;

export interface ListFilter {
  /** Only these banker tabs; undefined: every application. */
  groups?: readonly StatusGroupId[];
  search?: string;
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

export function createApplicationRepository(db: Db) {
  return {
    async findByOwner(userId: string): Promise<ApplicationRow | undefined> {
      const [row] = await db.select().from(applications).where(eq(applications.userId, userId));
      return row;
    },

    /** Creates the owner's application with its first event; undefined when the owner already has one. */
    async insert(values: ApplicationValues, event: EventValues): Promise<ApplicationRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(applications)
          .values(values)
          .onConflictDoNothing({ target: applications.userId })
          .returning();
        if (row) await tx.insert(applicationEvents).values({ ...event, applicationId: row.id });
        return row;
      });
    },

    /**
     * Writes the application only if it is still at `version` (the database, not a read before, decides a
     * race), adds one to the version and appends the event. Undefined when someone else wrote first.
     */
    async updateAtVersion(
      id: string,
      version: number,
      values: ApplicationValues,
      event: EventValues,
    ): Promise<ApplicationRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(applications)
          .set({ ...values, version: sql`${applications.version} + 1` })
          .where(and(eq(applications.id, id), eq(applications.version, version)))
          .returning();
        if (row) await tx.insert(applicationEvents).values({ ...event, applicationId: row.id });
        return row;
      });
    },

    /** One dashboard page, newest first; the order matches the (…, created_at, id) indexes walked backwards. */
    listPage(filter: ListFilter, limit: number, offset: number): Promise<ApplicationListRow[]> {
      return listPageQuery(db, filter, limit, offset);
    },

    /**
     * How many applications each banker tab holds: read from the counts the database keeps (four rows),
     * or, for a search, counted in one grouped query on the indexed status_group.
     */
    async countByGroup(filter: ListFilter): Promise<Partial<Record<StatusGroupId, number>>> {
      const rows = filter.search ? await countByGroupQuery(db, filter) : await keptCountsQuery(db, filter.groups);
      // count(*) is a number on PGlite and a string on node-postgres.
      return Object.fromEntries(rows.map((row) => [row.group, Number(row.count)]));
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

/** The dashboard queries themselves (a test reads their plans). */
export function listPageQuery(db: Db, filter: ListFilter, limit: number, offset: number) {
  return db
    .select(listColumns)
    .from(applications)
    .where(and(groupCondition(filter.groups), searchCondition(filter.search)))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit)
    .offset(offset);
}

export function keptCountsQuery(db: Db, groups: readonly StatusGroupId[] | undefined) {
  return db
    .select({ group: applicationGroupCounts.statusGroup, count: applicationGroupCounts.applications })
    .from(applicationGroupCounts)
    .where(groups === undefined ? undefined : inArray(applicationGroupCounts.statusGroup, [...groups]));
}

export function countByGroupQuery(db: Db, filter: ListFilter) {
  return db
    .select({ group: applications.statusGroup, count: sql<number | string>`count(*)` })
    .from(applications)
    .where(and(groupCondition(filter.groups), searchCondition(filter.search)))
    .groupBy(applications.statusGroup);
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
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
  return or(
    ilike(applications.applicantName, pattern),
    like(applications.phoneNumber, pattern),
    ilike(applications.key, pattern),
    sql`${applications.id}::text = ${search.toLowerCase()}`,
  );
}
