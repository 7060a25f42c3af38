import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** The application statuses of docs/requirements.md#r4-statuses, in workflow order. */
export const APPLICATION_STATUSES = [
  'formFill',
  'farmerSubmitted',
  'lawyerSelection',
  'pending',
  'lawyer',
  'banker',
  'bankerApproval',
  'finalApproval',
  'finalSubmission',
  'disbursed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What a missing or unknown status counts as (docs/requirements.md#r4-statuses). */
export const DEFAULT_STATUS: ApplicationStatus = 'farmerSubmitted';

export const STATUS_LABELS: Record<ApplicationStatus, Message> = {
  formFill: message('status:statusLabels.formFill'),
  farmerSubmitted: message('status:statusLabels.farmerSubmitted'),
  lawyerSelection: message('status:statusLabels.lawyerSelection'),
  pending: message('status:statusLabels.pending'),
  lawyer: message('status:statusLabels.lawyer'),
  banker: message('status:statusLabels.banker'),
  bankerApproval: message('status:statusLabels.bankerApproval'),
  finalApproval: message('status:statusLabels.finalApproval'),
  finalSubmission: message('status:statusLabels.finalSubmission'),
  disbursed: message('status:statusLabels.disbursed'),
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly unknown[]).includes(value);
}

/** A missing or unknown status is treated as farmerSubmitted. */
export function normalizeStatus(status: string | null | undefined): ApplicationStatus {
  return isApplicationStatus(status) ? status : DEFAULT_STATUS;
}

/** The badge text of a status; missing or unknown statuses show 'Submitted'. */
export function statusLabel(status: string | null | undefined): Message {
  return STATUS_LABELS[normalizeStatus(status)];
}

/** The banker dashboard's four tabs, in the order shown; the first is the default. */
export const STATUS_GROUPS = [
  {
    id: 'awaitingLawyerAssignment',
    title: message('status:statusGroups.0.title'),
    statuses: ['farmerSubmitted', 'formFill', 'lawyerSelection', 'pending'],
  },
  {
    id: 'underLegalReview',
    title: message('status:statusGroups.1.title'),
    statuses: ['lawyer'],
  },
  {
    id: 'readyForBankingReview',
    title: message('status:statusGroups.2.title'),
    statuses: ['banker', 'bankerApproval'],
  },
  {
    id: 'finalApprovalAndDisbursed',
    title: message('status:statusGroups.3.title'),
    statuses: ['finalApproval', 'finalSubmission', 'disbursed'],
  },
] as const satisfies readonly { id: string; title: Message; statuses: readonly ApplicationStatus[] }[];

export type StatusGroup = (typeof STATUS_GROUPS)[number];
export type StatusGroupId = StatusGroup['id'];

export const DEFAULT_STATUS_GROUP: StatusGroupId = STATUS_GROUPS[0].id;

export function isStatusGroupId(value: unknown): value is StatusGroupId {
  return STATUS_GROUPS.some((group) => group.id === value);
}

/** The banker tab an application belongs to (missing or unknown statuses: Awaiting Lawyer Assignment). */
export function statusGroupOf(status: string | null | undefined): StatusGroupId {
  const normalized = normalizeStatus(status);
  const group = STATUS_GROUPS.find((candidate) => (candidate.statuses as readonly string[]).includes(normalized));
  return group?.id ?? DEFAULT_STATUS_GROUP;
}

export function statusGroup(id: StatusGroupId): StatusGroup {
  return STATUS_GROUPS.find((group) => group.id === id) ?? STATUS_GROUPS[0];
}

/** The farmer may still change the application while it is in this group (docs/requirements.md#r10-workflow). */
export function isEditableByFarmer(status: string | null | undefined): boolean {
  return statusGroupOf(status) === 'awaitingLawyerAssignment';
}

/**
 * The lawyer dashboard's two categories. The spec's screen shows every fetched application as incoming and
 * an empty completed list "for now". Decision: incoming is what waits for legal review (status lawyer);
 * completed is everything the legal review has passed on to the bank.
 */
export const LAWYER_CATEGORIES = [
  {
    id: 'incoming',
    title: message('status:lawyerCategories.0.title'),
    description: message('status:lawyerCategories.0.description'),
    statuses: ['lawyer'],
    showsCount: true,
  },
  {
    id: 'completed',
    title: message('status:lawyerCategories.1.title'),
    description: message('status:lawyerCategories.1.description'),
    statuses: ['banker', 'bankerApproval', 'finalApproval', 'finalSubmission', 'disbursed'],
    showsCount: false,
  },
] as const satisfies readonly {
  id: string;
  title: Message;
  description: Message;
  statuses: readonly ApplicationStatus[];
  showsCount: boolean;
}[];

export type LawyerCategory = (typeof LAWYER_CATEGORIES)[number];
export type LawyerCategoryId = LawyerCategory['id'];

export function isLawyerCategoryId(value: unknown): value is LawyerCategoryId {
  return LAWYER_CATEGORIES.some((category) => category.id === value);
}

/** Statuses a dashboard group or lawyer category holds, for the server's queries. */
export function statusesOfGroup(id: StatusGroupId | LawyerCategoryId): readonly ApplicationStatus[] {
  const group = [...STATUS_GROUPS, ...LAWYER_CATEGORIES].find((candidate) => candidate.id === id);
  return group ? group.statuses : [];
}

/** The banker tabs made only of these statuses. */
function groupsWithin(statuses: readonly ApplicationStatus[]): StatusGroupId[] {
  return STATUS_GROUPS.filter((group) =>
    (group.statuses as readonly ApplicationStatus[]).every((status) => statuses.includes(status)),
  ).map((group) => group.id);
}

/** The lawyer's two categories, as banker tabs: incoming is Under Legal Review, completed the two after it. */
export const LAWYER_CATEGORY_GROUPS: Record<LawyerCategoryId, readonly StatusGroupId[]> = {
  incoming: groupsWithin(statusesOfGroup('incoming')),
  completed: groupsWithin(statusesOfGroup('completed')),
};
/** Everything a lawyer may see: in or past legal review. */
export const LAWYER_VISIBLE_GROUPS: readonly StatusGroupId[] = [
  ...LAWYER_CATEGORY_GROUPS.incoming,
  ...LAWYER_CATEGORY_GROUPS.completed,
];
