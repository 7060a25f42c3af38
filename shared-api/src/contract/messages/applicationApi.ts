import type { Message } from 'shared-api/contract/messages/catalogue';

/**
 * What the application, dashboard and contact calls answer when they refuse. Keys are the error answer's
 * `code`. Texts that name a status, an action or fields are built by the functions below and keep the key
 * of their general text.
 */
export const APPLICATION_API_MESSAGES = {
  noApplicationYet: {
    en: 'You have not saved an application yet.',
    hi: 'आपने अभी तक कोई आवेदन सहेजा नहीं है।',
  },
  applicationNotFound: {
    en: "The loan application you're looking for could not be found.",
    hi: 'आप जो ऋण आवेदन ढूँढ रहे हैं, वह नहीं मिला।',
  },
  applicationExists: {
    en: 'You have already submitted an application. Please update it instead.',
    hi: 'आप पहले ही आवेदन जमा कर चुके हैं। कृपया उसी को अपडेट करें।',
  },
  submittedKeepsUntilUpdate: {
    en: 'Your application is with the bank as you submitted it. Press Update Application to send your changes.',
    hi: 'आपका आवेदन बैंक के पास वैसा ही है जैसा आपने जमा किया था। अपने बदलाव भेजने के लिए "आवेदन अपडेट करें" दबाएँ।',
  },
  applicationLocked: {
    en: 'Your application is being reviewed by the bank and can no longer be changed.',
    hi: 'बैंक आपके आवेदन की समीक्षा कर रहा है, अब इसमें बदलाव नहीं किया जा सकता।',
  },
  notUnderLegalReview: {
    en: 'Land details can be changed only while the application is under legal review.',
    hi: 'भूमि विवरण केवल तभी बदले जा सकते हैं जब आवेदन की कानूनी जाँच चल रही हो।',
  },
  notYetForLegalReview: {
    en: 'This application has not been sent for legal review.',
    hi: 'यह आवेदन कानूनी जाँच के लिए नहीं भेजा गया है।',
  },
  staleApplication: {
    en: 'This application was changed by someone else. Please reload it and try again.',
    hi: 'इस आवेदन को किसी और ने बदल दिया है। कृपया इसे दोबारा लोड करके फिर से प्रयास करें।',
  },
  invalidIfMatch: {
    en: 'The If-Match header must hold the application version, for example "3".',
    hi: 'If-Match हेडर में आवेदन का संस्करण होना चाहिए, उदाहरण के लिए "3"।',
  },
  ownApplicationOnly: {
    en: 'You can only see and change your own application.',
    hi: 'आप केवल अपना आवेदन देख और बदल सकते हैं।',
  },
  userIdRequired: {
    en: 'Please say whose application this is about (userId).',
    hi: 'कृपया बताएँ कि यह किसके आवेदन के बारे में है (userId)।',
  },
  invalidUserId: { en: 'The userId is not valid.', hi: 'userId मान्य नहीं है।' },
  bankerOnlyFields: {
    en: 'Only the bank can change some of these fields.',
    hi: 'इनमें से कुछ फ़ील्ड केवल बैंक बदल सकता है।',
  },
  serverHeldFields: {
    en: 'Some fields are set by the bank and cannot be changed here.',
    hi: 'कुछ फ़ील्ड बैंक द्वारा तय किए जाते हैं और यहाँ बदले नहीं जा सकते।',
  },
  groupNotForRole: {
    en: 'This list of applications is not available to you.',
    hi: 'आवेदनों की यह सूची आपके लिए उपलब्ध नहीं है।',
  },
  actionNotForRole: {
    en: 'Your role cannot take this action.',
    hi: 'आपकी भूमिका यह कार्रवाई नहीं कर सकती।',
  },
  actionNotNow: {
    en: 'This action is not possible at this stage of the application.',
    hi: 'आवेदन के इस चरण में यह कार्रवाई संभव नहीं है।',
  },
  notYetSanctioned: {
    en: 'The sanction letter can be issued only once the loan is sanctioned (final approval, with the sanctioned amount recorded).',
    hi: 'स्वीकृति पत्र ऋण मंज़ूर होने के बाद ही जारी किया जा सकता है (अंतिम स्वीकृति, स्वीकृत राशि दर्ज होने पर)।',
  },
  disbursementOverSanction: {
    en: 'The disbursed amount cannot be more than the sanctioned amount.',
    hi: 'वितरित राशि स्वीकृत राशि से अधिक नहीं हो सकती।',
  },
  tooManyInquiries: {
    en: 'You have sent several messages in the last hour. Please try again later.',
    hi: 'आपने पिछले एक घंटे में कई संदेश भेजे हैं। कृपया बाद में फिर से प्रयास करें।',
  },
  inquiryReceived: {
    en: 'Your message has been sent successfully! You will be contacted in next 1 or 2 business days.',
    hi: 'आपका संदेश सफलतापूर्वक भेज दिया गया है! अगले 1 या 2 कार्य दिवसों में आपसे संपर्क किया जाएगा।',
  },
} as const satisfies Record<string, Message>;

/** 403 naming the server-held fields a body tried to change. */
export function serverHeldFieldsMessage(fields: readonly string[]): Message {
  return {
    en: `These fields are set by the bank and cannot be changed here: ${fields.join(', ')}`,
    hi: `ये फ़ील्ड बैंक द्वारा तय किए जाते हैं और यहाँ बदले नहीं जा सकते: ${fields.join(', ')}`,
  };
}

/** 403 when a lawyer's save holds fields only the bank may change (bank details, personal data...). */
export function bankerOnlyFieldsMessage(fields: readonly string[]): Message {
  return {
    en: `Only the bank can change these fields: ${fields.join(', ')}`,
    hi: `इन फ़ील्ड को केवल बैंक बदल सकता है: ${fields.join(', ')}`,
  };
}

/** 409 when a workflow action does not fit the application's status. */
export function actionNotNowMessage(action: Message, status: Message): Message {
  return {
    en: `${action.en} is not possible while the application is in "${status.en}".`,
    hi: `आवेदन "${status.hi}" स्थिति में है, इसलिए "${action.hi}" अभी संभव नहीं है।`,
  };
}

/** 403 when another role takes a workflow action. */
export function actionNotForRoleMessage(action: Message, role: Message): Message {
  return {
    en: `Only a ${role.en} can do this: ${action.en}.`,
    hi: `यह कार्रवाई केवल ${role.hi} कर सकता है: ${action.hi}।`,
  };
}

/** 409 when the farmer's application is past the stage where the farmer may change it. */
export function applicationLockedMessage(status: Message): Message {
  return {
    en: `Your application is in "${status.en}" and can no longer be changed.`,
    hi: `आपका आवेदन "${status.hi}" स्थिति में है, अब इसमें बदलाव नहीं किया जा सकता।`,
  };
}
