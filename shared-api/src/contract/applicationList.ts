import { z } from 'zod';
import type { ApplicationListItem } from 'shared-api/contract/application';
import { DASHBOARD_PAGE_SIZE } from 'shared-api/contract/limits';
import {
  LAWYER_CATEGORIES,
  STATUS_GROUPS,
  type LawyerCategoryId,
  type StatusGroupId,
} from 'shared-api/contract/status';

/** The largest page a dashboard may ask for, so one call never lists everything. */
export const MAX_PAGE_SIZE = 50;
export const MAX_SEARCH_LENGTH = 100;

export type ApplicationListGroup = StatusGroupId | LawyerCategoryId;
type ListGroup = ApplicationListGroup;
const LIST_GROUPS = [
  ...STATUS_GROUPS.map((group) => group.id),
  ...LAWYER_CATEGORIES.map((category) => category.id),
] as [ListGroup, ...ListGroup[]];
const PAGE_MESSAGE = 'Page must be a whole number from 1';
const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/**
 * GET /sheet/kcc-applications query (docs/requirements.md#r10-dashboards): every parameter optional, so the spec's call with none still
 * works. `group` is a banker tab or a lawyer category; `q` matches a name, phone or application ID.
 */
export const applicationListQuerySchema = z.object({
  group: z.enum(LIST_GROUPS, { error: 'Unknown application group' }).optional(),
  page: z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).default(1),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE)
    .default(DASHBOARD_PAGE_SIZE),
  q: z.string().trim().max(MAX_SEARCH_LENGTH, `Search can be at most ${MAX_SEARCH_LENGTH} characters`).optional(),
});
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
}

export interface PipelineAmounts {
  sanctioned: number;
  disbursed: number;
}
