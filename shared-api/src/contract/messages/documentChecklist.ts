import type { Message } from 'shared-api/contract/messages/catalogue';
import type { FarmerDocumentSlot } from 'shared-api/contract/options';

/**
 * What to have ready before starting (docs/requirements.md#r10-before-you-start): which documents the bank
 * needs, which are optional, and what each is used for. Information only: no submission rule depends on it.
 */
export const DOCUMENT_CHECKLIST: Readonly<Record<FarmerDocumentSlot, { needed: boolean; usedFor: Message }>> = {
  aadharCopy: {
    needed: true,
    usedFor: {
      en: 'Proves who you are and where you live (the bank’s KYC).',
      hi: 'आपकी पहचान और पता साबित करता है (बैंक का केवाईसी)।',
    },
  },
  pan: {
    needed: false,
    usedFor: {
      en: 'Another proof of identity, if you have one. Many small farmers have no PAN: you can apply without it.',
      hi: 'पहचान का एक और प्रमाण, अगर आपके पास है। कई छोटे किसानों के पास पैन नहीं होता: आप इसके बिना भी आवेदन कर सकते हैं।',
    },
  },
  electionCard: {
    needed: false,
    usedFor: {
      en: 'Another proof of identity and address, besides the Aadhar card.',
      hi: 'आधार कार्ड के अलावा पहचान और पते का एक और प्रमाण।',
    },
  },
  applicantPhoto: {
    needed: true,
    usedFor: {
      en: 'Your photograph, for the application and the card (a photo, not a PDF).',
      hi: 'आपकी फ़ोटो, आवेदन और कार्ड के लिए (फ़ोटो, PDF नहीं)।',
    },
  },
  khasraCopy: {
    needed: true,
    usedFor: {
      en: 'Your fields: plot numbers and area, from which the loan limit is worked out with your crops.',
      hi: 'आपके खेत: खसरा नंबर और रकबा, जिनसे आपकी फ़सलों के साथ ऋण सीमा निकाली जाती है।',
    },
  },
  khatauniCopy: {
    needed: true,
    usedFor: {
      en: 'Who holds the land: the bank’s lawyer checks your ownership with it.',
      hi: 'ज़मीन किसके नाम है: बैंक के वकील इससे आपका स्वामित्व जाँचते हैं।',
    },
  },
  passbook: {
    needed: true,
    usedFor: {
      en: 'The first page of your passbook: the account the loan is paid into.',
      hi: 'आपकी पासबुक का पहला पृष्ठ: वह खाता जिसमें ऋण की राशि भेजी जाती है।',
    },
  },
};

export const DOCUMENT_CHECKLIST_MESSAGES = {
  title: { en: 'Before you start: what to have ready', hi: 'शुरू करने से पहले: क्या तैयार रखें' },
  intro: {
    en: 'Keep these documents at hand, as photos or PDFs on this phone. The optional ones help, but you can apply without them.',
    hi: 'ये दस्तावेज़ इस फ़ोन पर फ़ोटो या PDF के रूप में तैयार रखें। वैकल्पिक दस्तावेज़ मदद करते हैं, पर उनके बिना भी आवेदन कर सकते हैं।',
  },
  needed: { en: 'Needed', hi: 'ज़रूरी' },
  optional: { en: 'Optional', hi: 'वैकल्पिक' },
} as const satisfies Record<string, Message>;
