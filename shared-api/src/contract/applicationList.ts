import { z } from 'zod';
import type { ApplicationListItem } from '@kisan-credit/shared-api/contract/application';
import { DASHBOARD_PAGE_SIZE, MAX_AMOUNT } from '@kisan-credit/shared-api/contract/limits';
import {
  LAWYER_CATEGORIES,
  STATUS_GROUPS,
  type LawyerCategoryId,
  type StatusGroupId,
} from '@kisan-credit/shared-api/contract/status';

/** The largest page a dashboard may ask for, so one call never lists everything. */
export const MAX_PAGE_SIZE = 50;
export const MAX_SEARCH_LENGTH = 100;

export type ApplicationListGroup = StatusGroupId | LawyerCategoryId;
type ListGroup = ApplicationListGroup;
const LIST_GROUPS = [
  ...STATUS_GROUPS.map((group) => group.id),
  ...LAWYER_CATEGORIES.map((category) => category.id),
] as [ListGroup, ...ListGroup[]];
/** The page sizes a dashboard offers (docs/requirements.md#r10-queues); the first is the spec's five. */
export const PAGE_SIZE_CHOICES = [DASHBOARD_PAGE_SIZE, 20, MAX_PAGE_SIZE] as const;

/** What a dashboard list can be sorted by: the applied date (created), the amount asked, days pending. */
export const LIST_SORTS = ['appliedDate', 'amount', 'daysPending'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The bank's service-level target when the server is not told another (SERVICE_LEVEL_DAYS). */
export const DEFAULT_SERVICE_LEVEL_DAYS = 14;

/** Whether an application has waited at its current step longer than the bank's target. */
export function isPastServiceLevel(daysPending: number | undefined, serviceLevelDays: number): boolean {
  return daysPending !== undefined && daysPending > serviceLevelDays;
}

const PAGE_MESSAGE = 'Page must be a whole number from 1';
const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

const AMOUNT_MESSAGE = `Amount must be a number from 0 to ${MAX_AMOUNT}`;
const DATE_MESSAGE = 'Date must be a day written YYYY-MM-DD';
const isRealDay = (text: string) => {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
};
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine(isRealDay, DATE_MESSAGE)
  .optional();
const amount = z.coerce
  .number({ error: AMOUNT_MESSAGE })
  .min(0, AMOUNT_MESSAGE)
  .max(MAX_AMOUNT, AMOUNT_MESSAGE)
  .optional();

/**
 * The filters and order of a dashboard list (docs/requirements.md#r10-queues), shared by its page and its
 * export: a banker tab or lawyer category, a search, the village or PIN code in the address, the applied
 * date (days in India) and the amount asked, each range inclusive.
 */
const listFilterFields = {
  group: z.enum(LIST_GROUPS, { error: 'Unknown application group' }).optional(),
  q: z.string().trim().max(MAX_SEARCH_LENGTH, `Search can be at most ${MAX_SEARCH_LENGTH} characters`).optional(),
  place: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, `Village or PIN can be at most ${MAX_SEARCH_LENGTH} characters`)
    .optional(),
  appliedFrom: day,
  appliedTo: day,
  amountMin: amount,
  amountMax: amount,
  sort: z.enum(LIST_SORTS, { error: 'Unknown sort' }).default('appliedDate'),
  order: z.enum(SORT_ORDERS, { error: 'Order must be asc or desc' }).default('desc'),
};

function rangesInOrder(
  query: { appliedFrom?: string; appliedTo?: string; amountMin?: number; amountMax?: number },
  context: z.RefinementCtx,
) {
  if (query.appliedFrom && query.appliedTo && query.appliedFrom > query.appliedTo) {
    context.addIssue({ code: 'custom', path: ['appliedTo'], message: 'Applied to must not be before applied from' });
  }
  if (query.amountMin !== undefined && query.amountMax !== undefined && query.amountMin > query.amountMax) {
    context.addIssue({ code: 'custom', path: ['amountMax'], message: 'Largest amount must not be below the smallest' });
  }
}

export const applicationListFilterSchema = z.object(listFilterFields).superRefine(rangesInOrder);
export type ApplicationListFilterQuery = z.input<typeof applicationListFilterSchema>;
export type ApplicationListFilterParams = z.output<typeof applicationListFilterSchema>;

/** How a list is exported: the same filters and order, every matching row. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const applicationExportQuerySchema = z
  .object({ ...listFilterFields, format: z.enum(EXPORT_FORMATS, { error: 'Format must be csv or xlsx' }) })
  .superRefine(rangesInOrder);
export type ApplicationExportQuery = z.input<typeof applicationExportQuerySchema>;
export type ApplicationExportParams = z.output<typeof applicationExportQuerySchema>;

/**
 * GET /sheet/kcc-applications query (docs/requirements.md#r10-dashboards): every parameter optional, so the spec's call with none still
 * works. `group` is a banker tab or a lawyer category; `q` matches a name, phone or application ID.
 */
export const applicationListQuerySchema = z
  .object({
    ...listFilterFields,
    page: z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).default(1),
    pageSize: z.coerce
      .number({ error: PAGE_SIZE_MESSAGE })
      .int(PAGE_SIZE_MESSAGE)
      .min(1, PAGE_SIZE_MESSAGE)
      .max(MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE)
      .default(DASHBOARD_PAGE_SIZE),
  })
  .superRefine(rangesInOrder);
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;
export type ApplicationListParams = z.output<typeof applicationListQuerySchema>;

/**
 * The answer: `data` is the page of applications (the spec's array); the rest tells the dashboards how
 * many there are in all and in each group, without downloading them.
 */
export interface ApplicationListPage {
  data: ApplicationListItem[];
  page: number;
  pageSize: number;
  /** Applications matching the group and search. */
  total: number;
  /** How many applications each banker tab and lawyer category holds (for the badges), and in all. */
  counts: Partial<Record<ListGroup | 'all', number>>;
  /** Banker only: rupees sanctioned and disbursed across the branch (for the pipeline chart). */
  amounts?: PipelineAmounts;
  /** The bank's service-level target: more days pending than this is shown as overdue. */
  serviceLevelDays: number;
}

export interface PipelineAmounts {
  sanctioned: number;
  disbursed: number;
}
