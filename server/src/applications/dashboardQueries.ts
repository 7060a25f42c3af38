import type {
  ApplicationListFilterParams,
  ApplicationListGroup,
  ApplicationListPage,
  ApplicationListParams,
} from '@kisan-credit/shared-api/contract/applicationList';
import {
  LAWYER_CATEGORY_GROUPS,
  LAWYER_VISIBLE_GROUPS,
  STATUS_GROUPS,
  type LawyerCategoryId,
  type StatusGroupId,
} from '@kisan-credit/shared-api/contract/status';
import type { Clock } from '../clock';
import type { FieldCipher } from '../crypto/fieldCipher';
import { Forbidden } from '../domain/errors';
import type { Caller } from '../organisation/actor';
import type { ApplicationListRow, ApplicationRepository, ListFilter } from './applicationRepository';
import { listItem } from './applicationView';
import { createFilteredCounts } from './filteredCounts';
import { exportLine } from './listExport';
import { rangeFilters } from './listFilters';

const ALL_GROUPS = STATUS_GROUPS.map((group) => group.id);

/** Which counts a narrowed list of a branch needs: the branch, the search and the filters (not the tab). */
function countsKey(branchId: string, { search, place, appliedFrom, appliedBefore, amountMin, amountMax }: ListFilter) {
  return JSON.stringify([branchId, search, place, appliedFrom, appliedBefore, amountMin, amountMax]);
}

/** The nil UUID: no branch has it, so a banker not yet given a branch sees no application. */
const NO_BRANCH = '00000000-0000-0000-0000-000000000000';

export interface DashboardQueryOptions {
  repository: ApplicationRepository;
  clock: Clock;
  cipher: FieldCipher;
  /** The bank's service-level target in days (docs/requirements.md#r10-queues). */
  serviceLevelDays: number;
}

/** The dashboards' lists: a banker's tabs, a lawyer's categories, their export, and the admin's unrouted queue. */
export function createDashboardQueries({ repository, clock, cipher, serviceLevelDays }: DashboardQueryOptions) {
  const filteredCounts = createFilteredCounts();

  /**
   * What a dashboard list holds for this caller: a banker their branch's applications, a lawyer those
   * assigned to them in the two lawyer categories; then the tab, search and filters asked. `narrowed`: a
   * search or filter leaves the kept tab counts behind.
   */
  function listFilterOf(caller: Caller, params: ApplicationListFilterParams) {
    const isLawyer = caller.role === 'lawyer';
    const isLawyerCategory = (group: string): group is LawyerCategoryId => Object.hasOwn(LAWYER_CATEGORY_GROUPS, group);
    if (isLawyer && params.group !== undefined && !isLawyerCategory(params.group)) {
      throw new Forbidden('groupNotForRole');
    }
    const groupsOf = (group: ApplicationListGroup): readonly StatusGroupId[] =>
      isLawyerCategory(group) ? LAWYER_CATEGORY_GROUPS[group] : [group];
    const visible = isLawyer ? LAWYER_VISIBLE_GROUPS : undefined;
    // A banker without a branch sees nothing: the nil id matches no application.
    const whose = isLawyer ? { lawyerId: caller.userId } : { branchId: caller.branchId ?? NO_BRANCH };
    const ranges = rangeFilters(params);
    const filter: ListFilter = {
      groups: params.group === undefined ? visible : groupsOf(params.group),
      ...(params.q ? { search: params.q } : {}),
      ...ranges,
      ...whose,
    };
    return { filter, visible, narrowed: Boolean(params.q) || Object.keys(ranges).length > 0 };
  }

  return {
    /**
     * GET /sheet/kcc-applications: one page of a banker tab or lawyer category (newest first) and the
     * count of every tab, searched by name, phone or ID. A banker sees only their branch's applications, a
     * lawyer only those assigned to them, in the two lawyer categories; every count is theirs alone.
     */
    async list(caller: Caller, params: ApplicationListParams): Promise<ApplicationListPage> {
      const isLawyer = caller.role === 'lawyer';
      const { filter, visible, narrowed } = listFilterOf(caller, params);
      const whose = { branchId: filter.branchId, lawyerId: filter.lawyerId };
      const offset = (params.page - 1) * params.pageSize;
      // The banker's branch keeps its totals (badges and amounts at once); a lawyer's few cases are counted,
      // and so is what a search or filter narrowed a branch to, once for as long as no write changes it.
      const kept = isLawyer ? undefined : repository.keptTotals({ branchId: whose.branchId });
      // Every tab by name rather than none (the same rows): each tab's range is then read from the index.
      const count = async () => (await repository.countMatches({ ...filter, groups: visible ?? ALL_GROUPS })).counts;
      const [rows, byGroup, branch] = await Promise.all([
        repository.listPage(filter, params, params.pageSize, offset),
        isLawyer
          ? count()
          : kept!.then((totals) =>
              narrowed ? filteredCounts.get(countsKey(whose.branchId!, filter), totals.changes, count) : totals.counts,
            ),
        kept,
      ]);
      const amounts = isLawyer ? undefined : branch?.amounts;
      const sum = (groups: readonly StatusGroupId[]) =>
        groups.reduce((total, group) => total + (byGroup[group] ?? 0), 0);
      const counts: Record<string, number> = isLawyer
        ? { incoming: sum(LAWYER_CATEGORY_GROUPS.incoming), completed: sum(LAWYER_CATEGORY_GROUPS.completed) }
        : Object.fromEntries(STATUS_GROUPS.map((group) => [group.id, byGroup[group.id] ?? 0]));
      counts.all = sum(visible ?? STATUS_GROUPS.map((group) => group.id));
      const now = clock();
      return {
        data: rows.map((row) => listItem(row, now)),
        page: params.page,
        pageSize: params.pageSize,
        total: filter.groups === undefined ? counts.all : sum(filter.groups),
        counts,
        ...(amounts ? { amounts } : {}),
        serviceLevelDays,
      };
    },

    /**
     * Every row of a dashboard list, filtered and ordered as its pages are, in batches of `batchSize` read one
     * after another (keyset paging): the caller writes each batch out before the next is read. The same
     * need-to-know as the pages.
     */
    async *exportRows(caller: Caller, params: ApplicationListFilterParams, batchSize = 1000) {
      const { filter } = listFilterOf(caller, params);
      let last: ApplicationListRow | undefined;
      for (;;) {
        const rows = await repository.listAfter(filter, params, last, batchSize);
        const now = clock();
        yield rows.map((row) => exportLine(row, now, cipher));
        if (rows.length < batchSize) return;
        last = rows[rows.length - 1];
      }
    },

    /** The admin's queue: submitted applications no branch serves (newest first, at most 200). */
    async unrouted() {
      const now = clock();
      return (await repository.unrouted(200)).map((row) => listItem(row, now));
    },
  };
}
