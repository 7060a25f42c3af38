import type { Message } from 'shared-api/contract/messages/catalogue';
import type { HistoryAction } from 'shared-api/contract/workflow';

/** What each workflow step is called, for buttons, the history and the error texts (workflow.ts). */
export const WORKFLOW_ACTION_LABELS = {
  assignLawyer: { en: 'Assign lawyer', hi: 'वकील नियुक्त करें' },
  reassignLawyer: { en: 'Reassign lawyer', hi: 'वकील बदलें' },
  completeLegalReview: { en: 'Complete legal review', hi: 'कानूनी जाँच पूरी करें' },
  overrideLegalIssues: { en: 'Override legal issues', hi: 'कानूनी कमियों को ओवरराइड करें' },
  approve: { en: 'Approve', hi: 'स्वीकृत करें' },
  finalApprove: { en: 'Give final approval', hi: 'अंतिम स्वीकृति दें' },
  finalSubmit: { en: 'Record final submission', hi: 'अंतिम प्रस्तुति दर्ज करें' },
  recordDisbursement: { en: 'Record disbursement', hi: 'वितरण दर्ज करें' },
  reopen: { en: 'Reopen application', hi: 'आवेदन फिर से खोलें' },
} as const satisfies Record<string, Message>;

/** The lawyer's verdict when the legal review is complete. */
export const LEGAL_VERDICT_LABELS = {
  clearTitle: { en: 'Clear title', hi: 'स्वामित्व स्पष्ट है' },
  issuesFound: { en: 'Issues found', hi: 'कमियाँ पाई गईं' },
} as const satisfies Record<string, Message>;

/** How each kind of history entry (workflow.ts HISTORY_ACTIONS) reads. */
export const HISTORY_ACTION_LABELS = {
  draftSaved: { en: 'Draft saved', hi: 'ड्राफ़्ट सहेजा गया' },
  submitted: { en: 'Application submitted', hi: 'आवेदन जमा किया गया' },
  updated: { en: 'Application updated', hi: 'आवेदन अपडेट किया गया' },
  landDetailsUpdated: { en: 'Land and crop details updated', hi: 'भूमि और फसल विवरण अपडेट किया गया' },
  applicationEdited: { en: 'Application edited by the bank', hi: 'बैंक द्वारा आवेदन संपादित किया गया' },
  bankDetailsUpdated: { en: 'Bank details updated', hi: 'बैंक विवरण अपडेट किया गया' },
  sentForLegalReview: { en: 'Sent for legal review', hi: 'कानूनी जाँच के लिए भेजा गया' },
  lawyerAssigned: { en: 'Lawyer assigned', hi: 'वकील नियुक्त किया गया' },
  lawyerReassigned: { en: 'Lawyer reassigned', hi: 'वकील बदला गया' },
  legalIssuesOverridden: { en: 'Legal issues overridden', hi: 'कानूनी कमियाँ ओवरराइड की गईं' },
  reopened: { en: 'Application reopened', hi: 'आवेदन फिर से खोला गया' },
  routed: { en: 'Application routed to a branch', hi: 'आवेदन शाखा को भेजा गया' },
  branchAdded: { en: 'Branch added', hi: 'शाखा जोड़ी गई' },
  branchChanged: { en: 'Branch changed', hi: 'शाखा बदली गई' },
  branchRemoved: { en: 'Branch removed', hi: 'शाखा हटाई गई' },
  staffAdded: { en: 'Staff member added', hi: 'कर्मचारी जोड़ा गया' },
  staffChanged: { en: 'Staff member changed', hi: 'कर्मचारी बदला गया' },
  staffRemoved: { en: 'Staff member removed', hi: 'कर्मचारी हटाया गया' },
  legalReviewCompleted: { en: 'Legal review completed', hi: 'कानूनी जाँच पूरी हुई' },
  approved: { en: 'Approved by the bank', hi: 'बैंक द्वारा स्वीकृत' },
  finalApproved: { en: 'Final approval given', hi: 'अंतिम स्वीकृति दी गई' },
  finalSubmitted: { en: 'Final submission recorded', hi: 'अंतिम प्रस्तुति दर्ज की गई' },
  disbursed: { en: 'Loan disbursed', hi: 'ऋण राशि वितरित की गई' },
} as const satisfies Record<HistoryAction, Message>;

/** The roles as people read them. */
export const ROLE_LABELS = {
  user: { en: 'farmer', hi: 'किसान' },
  lawyer: { en: 'lawyer', hi: 'वकील' },
  banker: { en: 'banker', hi: 'बैंकर' },
  admin: { en: 'admin', hi: 'एडमिन' },
} as const satisfies Record<string, Message>;
