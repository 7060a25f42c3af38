import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** What the upload, download and suggestions calls answer when they refuse. Keys are the answer's `code`. */
export const DOCUMENT_API_MESSAGES = {
  unknownDocType: message('documentApi:unknownDocType'),
  docTypeNotForRole: message('documentApi:docTypeNotForRole'),
  noDocumentSent: message('documentApi:noDocumentSent'),
  tooManyUploads: message('documentApi:tooManyUploads'),
  malformedUpload: message('documentApi:malformedUpload'),
  documentTooLarge: message('documentApi:documentTooLarge'),
  emptyDocument: message('documentApi:emptyDocument'),
  unsupportedDocumentType: message('documentApi:unsupportedDocumentType'),
  photoMustBeImage: message('documentApi:photoMustBeImage'),
  damagedDocument: message('documentApi:damagedDocument'),
  imageTooLarge: message('documentApi:imageTooLarge'),
  documentNotFound: message('documentApi:documentNotFound'),
  documentNotYours: message('documentApi:documentNotYours'),
  documentNotUploadedByYou: message('documentApi:documentNotUploadedByYou'),
  uploadSessionNotFound: message('documentApi:uploadSessionNotFound'),
  uploadOffsetMismatch: message('documentApi:uploadOffsetMismatch'),
  uploadChunkTooLarge: message('documentApi:uploadChunkTooLarge'),
  uploadSizeInvalid: message('documentApi:uploadSizeInvalid'),
  uploadCompleting: message('documentApi:uploadCompleting'),
  tooManyOpenUploads: message('documentApi:tooManyOpenUploads'),
} as const satisfies Record<string, Message>;

/** A byte count in megabytes, one decimal at most: 10485760 is 10. */
export const megabytesOf = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** 413: the upload is over the limit, named in megabytes. */
export function documentTooLargeMessage(maxBytes: number): Message {
  return message('documentApi:documentTooLarge', { megabytes: megabytesOf(maxBytes) });
}
