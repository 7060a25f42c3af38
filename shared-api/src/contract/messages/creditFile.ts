import type { Message } from 'shared-api/contract/messages/catalogue';

/**
 * The credit file's read-only sections, shown to the lawyer ('View All Data') and on the banker's decision
 * screen (docs/requirements.md#r10-decision-screen).
 */
export const CREDIT_FILE_MESSAGES = {
  referenceContacts: { en: 'Reference Contacts', hi: 'संदर्भ व्यक्ति' },
  assets: { en: 'Assets', hi: 'संपत्तियाँ' },
  liabilities: { en: 'Liabilities', hi: 'देनदारियाँ' },
  totalAssets: { en: 'Total assets', hi: 'कुल संपत्ति' },
  totalOutstanding: { en: 'Total outstanding', hi: 'कुल बकाया' },
  totalEmiPerYear: { en: 'Total EMI a year', hi: 'प्रति वर्ष कुल किस्त' },
  totalOverdue: { en: 'Total overdue', hi: 'कुल अतिदेय' },
  creditAssessment: { en: 'Credit Assessment', hi: 'ऋण मूल्यांकन' },
  documents: { en: 'Documents', hi: 'दस्तावेज़' },
  farmerDocuments: { en: "Farmer's documents", hi: 'किसान के दस्तावेज़' },
  lawyerDocuments: { en: "Lawyer's legal documents", hi: 'वकील के कानूनी दस्तावेज़' },
  open: { en: 'Open', hi: 'खोलें' },
  noneEntered: { en: 'None entered', hi: 'कुछ दर्ज नहीं' },
  yes: { en: 'Yes', hi: 'हाँ' },
  no: { en: 'No', hi: 'नहीं' },
  legalReview: { en: 'Legal Review', hi: 'कानूनी जाँच' },
  legalReviewPending: { en: 'The legal review is not complete yet.', hi: 'कानूनी जाँच अभी पूरी नहीं हुई है।' },
  verdict: { en: 'Verdict', hi: 'निर्णय' },
  remarks: { en: 'Remarks', hi: 'टिप्पणी' },
  reviewedOn: { en: 'Completed on', hi: 'पूरी होने की तिथि' },
  decisionSummary: { en: 'Credit summary', hi: 'ऋण सारांश' },
  totalLand: { en: 'Total land', hi: 'कुल भूमि' },
  kccLimitNotWorkedOut: {
    en: 'Not worked out: no crop with a scale of finance has an area',
    hi: 'गणना नहीं हुई: वित्तमान वाली किसी फसल का क्षेत्रफल नहीं दिया गया',
  },
} as const satisfies Record<string, Message>;
