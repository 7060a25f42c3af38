import type { Message } from 'shared-api/contract/messages/catalogue';

/** What each workflow step is called, for buttons, the history and the error texts (workflow.ts). */
export const WORKFLOW_ACTION_LABELS = {
  sendForLegalReview: { en: 'Send for legal review', hi: 'कानूनी जाँच के लिए भेजें' },
  completeLegalReview: { en: 'Complete legal review', hi: 'कानूनी जाँच पूरी करें' },
  approve: { en: 'Approve', hi: 'स्वीकृत करें' },
  finalApprove: { en: 'Give final approval', hi: 'अंतिम स्वीकृति दें' },
  finalSubmit: { en: 'Record final submission', hi: 'अंतिम प्रस्तुति दर्ज करें' },
  recordDisbursement: { en: 'Record disbursement', hi: 'वितरण दर्ज करें' },
} as const satisfies Record<string, Message>;

/** The lawyer's verdict when the legal review is complete. */
export const LEGAL_VERDICT_LABELS = {
  clearTitle: { en: 'Clear title', hi: 'स्वामित्व स्पष्ट है' },
  issuesFound: { en: 'Issues found', hi: 'कमियाँ पाई गईं' },
} as const satisfies Record<string, Message>;

/** Every kind of entry in an application's history (application_events.action). */
export const HISTORY_ACTION_LABELS = {
  draftSaved: { en: 'Draft saved', hi: 'ड्राफ़्ट सहेजा गया' },
  submitted: { en: 'Application submitted', hi: 'आवेदन जमा किया गया' },
  updated: { en: 'Application updated', hi: 'आवेदन अपडेट किया गया' },
  landDetailsUpdated: { en: 'Land and crop details updated', hi: 'भूमि और फसल विवरण अपडेट किया गया' },
  applicationEdited: { en: 'Application edited by the bank', hi: 'बैंक द्वारा आवेदन संपादित किया गया' },
  bankDetailsUpdated: { en: 'Bank details updated', hi: 'बैंक विवरण अपडेट किया गया' },
  sentForLegalReview: { en: 'Sent for legal review', hi: 'कानूनी जाँच के लिए भेजा गया' },
  legalReviewCompleted: { en: 'Legal review completed', hi: 'कानूनी जाँच पूरी हुई' },
  approved: { en: 'Approved by the bank', hi: 'बैंक द्वारा स्वीकृत' },
  finalApproved: { en: 'Final approval given', hi: 'अंतिम स्वीकृति दी गई' },
  finalSubmitted: { en: 'Final submission recorded', hi: 'अंतिम प्रस्तुति दर्ज की गई' },
  disbursed: { en: 'Loan disbursed', hi: 'ऋण राशि वितरित की गई' },
} as const satisfies Record<string, Message>;

/** The roles as people read them. */
export const ROLE_LABELS = {
  user: { en: 'farmer', hi: 'किसान' },
  lawyer: { en: 'lawyer', hi: 'वकील' },
  banker: { en: 'banker', hi: 'बैंकर' },
} as const satisfies Record<string, Message>;
