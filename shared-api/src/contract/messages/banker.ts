import type { Message } from 'shared-api/contract/messages/catalogue';

/** Texts of the banker's screens that the spec's catalogue does not already hold (docs/requirements.md#r10-banker-desk). */
export const BANKER_MESSAGES = {
  search: { en: 'Search by name, phone or ID', hi: 'नाम, फ़ोन या आईडी से खोजें' },
  pipeline: { en: 'Applications at a glance', hi: 'एक नज़र में आवेदन' },
  amountsSanctioned: { en: 'Sanctioned', hi: 'स्वीकृत' },
  amountsDisbursed: { en: 'Disbursed', hi: 'वितरित' },
  amountsTitle: { en: 'Loan amounts across the branch', hi: 'शाखा में कुल ऋण राशि' },
  workflow: { en: 'Workflow', hi: 'कार्यप्रवाह' },
  noActions: { en: 'No workflow step is open for this application now.', hi: 'इस आवेदन के लिए अभी कोई कदम बाकी नहीं है।' },
  confirm: { en: 'Confirm', hi: 'पुष्टि करें' },
  confirmAction: { en: 'Are you sure you want to continue?', hi: 'क्या आप जारी रखना चाहते हैं?' },
  actionFailed: { en: 'The step could not be recorded', hi: 'यह कदम दर्ज नहीं हो सका' },
  actionDone: { en: 'Application status updated', hi: 'आवेदन की स्थिति अपडेट हुई' },
  disbursementAmount: { en: 'Disbursement amount (₹)', hi: 'वितरण राशि (₹)' },
  disbursementDate: { en: 'Disbursement date', hi: 'वितरण तिथि' },
  amountRequired: { en: 'Enter an amount more than 0', hi: '0 से अधिक राशि दर्ज करें' },
  dateRequired: { en: 'Choose the disbursement date', hi: 'वितरण तिथि चुनें' },
  timeline: { en: 'Application Timeline', hi: 'आवेदन की समय-रेखा' },
  noHistory: { en: 'No history yet', hi: 'अभी कोई इतिहास नहीं' },
  staleApplication: {
    en: 'Someone else saved this application after you opened it, so your changes were not saved. Reload brings in their version and puts your changes back on it: check them and save again.',
    hi: 'आपके खोलने के बाद किसी और ने यह आवेदन सहेजा, इसलिए आपके बदलाव सहेजे नहीं गए। फिर से लोड करने पर उनका संस्करण आएगा और आपके बदलाव उस पर फिर से लग जाएँगे: उन्हें जाँचें और फिर से सहेजें।',
  },
  reload: { en: 'Reload', hi: 'फिर से लोड करें' },
  addGuarantor: { en: '+ Add Guarantor', hi: '+ गारंटर जोड़ें' },
} as const satisfies Record<string, Message>;

/** 'More than the sanctioned amount (₹…)' for a disbursement above the sanction. */
export function moreThanSanctioned(sanctioned: string): Message {
  return {
    en: `The amount cannot be more than the sanctioned amount (${sanctioned})`,
    hi: `राशि स्वीकृत राशि (${sanctioned}) से अधिक नहीं हो सकती`,
  };
}
