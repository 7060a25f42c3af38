import type { Message } from 'shared-api/contract/messages/catalogue';

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
  formFill: { en: 'Form Filling', hi: 'फ़ॉर्म भरा जा रहा है' },
  farmerSubmitted: { en: 'Submitted', hi: 'जमा किया गया' },
  lawyerSelection: { en: 'Lawyer Selection', hi: 'वकील का चयन' },
  pending: { en: 'Pending', hi: 'लंबित' },
  lawyer: { en: 'Legal Review', hi: 'कानूनी जाँच' },
  banker: { en: 'Banker Review', hi: 'बैंकर समीक्षा' },
  bankerApproval: { en: 'Banker Approval', hi: 'बैंकर स्वीकृति' },
  finalApproval: { en: 'Final Approval', hi: 'अंतिम स्वीकृति' },
  finalSubmission: { en: 'Final Submission', hi: 'अंतिम प्रस्तुति' },
  disbursed: { en: 'Disbursed', hi: 'राशि वितरित' },
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
    title: { en: 'Awaiting Lawyer Assignment', hi: 'वकील नियुक्ति की प्रतीक्षा' },
    statuses: ['farmerSubmitted', 'formFill', 'lawyerSelection', 'pending'],
  },
  {
    id: 'underLegalReview',
    title: { en: 'Under Legal Review', hi: 'कानूनी जाँच जारी' },
    statuses: ['lawyer'],
  },
  {
    id: 'readyForBankingReview',
    title: { en: 'Ready for Banking Review', hi: 'बैंकिंग समीक्षा के लिए तैयार' },
    statuses: ['banker', 'bankerApproval'],
  },
  {
    id: 'finalApprovalAndDisbursed',
    title: { en: 'Final Approval & Disbursed', hi: 'अंतिम स्वीकृति और वितरित' },
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
    title: { en: 'Incoming Applications', hi: 'आने वाले आवेदन' },
    description: { en: 'New applications awaiting legal review', hi: 'कानूनी जाँच की प्रतीक्षा में नए आवेदन' },
    statuses: ['lawyer'],
    showsCount: true,
  },
  {
    id: 'completed',
    title: { en: 'Completed Applications', hi: 'पूर्ण आवेदन' },
    description: { en: 'Reviewed and completed', hi: 'जाँचे गए और पूर्ण' },
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
