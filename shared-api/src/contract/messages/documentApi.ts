import type { Message } from 'shared-api/contract/messages/catalogue';

/** What the upload, download and suggestions calls answer when they refuse. Keys are the answer's `code`. */
export const DOCUMENT_API_MESSAGES = {
  unknownDocType: {
    en: 'Choose which document this is: the upload needs a known document type.',
    hi: 'बताएँ कि यह कौन-सा दस्तावेज़ है: अपलोड के लिए सही दस्तावेज़ प्रकार चाहिए।',
  },
  docTypeNotForRole: {
    en: 'You cannot upload this type of document.',
    hi: 'आप इस प्रकार का दस्तावेज़ अपलोड नहीं कर सकते।',
  },
  noDocumentSent: {
    en: 'No file was received. Please choose the file again and press Upload.',
    hi: 'कोई फ़ाइल नहीं मिली। कृपया फ़ाइल दोबारा चुनें और अपलोड दबाएँ।',
  },
  tooManyUploads: {
    en: 'You have uploaded many files in the last hour. Please wait a while and try again.',
    hi: 'आपने पिछले एक घंटे में बहुत सारी फ़ाइलें अपलोड की हैं। कृपया कुछ देर रुककर पुनः प्रयास करें।',
  },
  malformedUpload: {
    en: 'The file did not arrive whole. Please upload it again.',
    hi: 'फ़ाइल पूरी नहीं पहुँची। कृपया इसे दोबारा अपलोड करें।',
  },
  documentTooLarge: {
    en: 'The file is too large. Please upload a smaller file.',
    hi: 'फ़ाइल बहुत बड़ी है। कृपया छोटी फ़ाइल अपलोड करें।',
  },
  emptyDocument: {
    en: 'The file is empty. Please choose the document again.',
    hi: 'फ़ाइल खाली है। कृपया दस्तावेज़ दोबारा चुनें।',
  },
  unsupportedDocumentType: {
    en: 'Only PDF, JPG and PNG files can be uploaded.',
    hi: 'केवल PDF, JPG और PNG फ़ाइलें ही अपलोड की जा सकती हैं।',
  },
  photoMustBeImage: {
    en: 'A photograph must be a JPG or PNG image.',
    hi: 'फ़ोटो JPG या PNG चित्र होनी चाहिए।',
  },
  damagedDocument: {
    en: 'The file is damaged or incomplete. Please choose the document again.',
    hi: 'फ़ाइल खराब या अधूरी है। कृपया दस्तावेज़ दोबारा चुनें।',
  },
  imageTooLarge: {
    en: 'The image is too large to open. Please upload a smaller photo or a scan.',
    hi: 'चित्र खोलने के लिए बहुत बड़ा है। कृपया छोटी फ़ोटो या स्कैन अपलोड करें।',
  },
  documentNotFound: {
    en: 'The document could not be found.',
    hi: 'दस्तावेज़ नहीं मिला।',
  },
  documentNotYours: {
    en: 'You cannot open this document.',
    hi: 'आप यह दस्तावेज़ नहीं खोल सकते।',
  },
  documentNotUploadedByYou: {
    en: 'A document in this application was not uploaded by you. Please upload it again.',
    hi: 'इस आवेदन का एक दस्तावेज़ आपने अपलोड नहीं किया है। कृपया उसे दोबारा अपलोड करें।',
  },
} as const satisfies Record<string, Message>;

/** A byte count in megabytes, one decimal at most: 10485760 is 10. */
export const megabytesOf = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** 413: the upload is over the limit, named in megabytes. */
export function documentTooLargeMessage(maxBytes: number): Message {
  const megabytes = megabytesOf(maxBytes);
  return {
    en: `The file is larger than ${megabytes} MB. Please upload a smaller file.`,
    hi: `फ़ाइल ${megabytes} MB से बड़ी है। कृपया छोटी फ़ाइल अपलोड करें।`,
  };
}
