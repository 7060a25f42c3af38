import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** Texts shared by every screen: the generic message dialog, the document preview, the processing overlay. */
export const COMMON_MESSAGES = {
  successTitle: message('common:successTitle'),
  errorTitle: message('common:errorTitle'),
  infoTitle: message('common:infoTitle'),
  close: message('common:close'),
  dismiss: message('common:dismiss'),
  cancel: message('common:cancel'),
  notAvailable: message('common:notAvailable'),
  addressNotProvided: message('common:addressNotProvided'),
  logout: message('common:logout'),
  language: message('common:language'),
  backToDashboard: message('common:backToDashboard'),
  saveChanges: message('common:saveChanges'),
  saving: message('common:saving'),
  updateFailed: message('common:updateFailed'),
  // A staff form's save refused because someone else saved first, and the way back to their version.
  staleSave: message('common:staleSave'),
  reload: message('common:reload'),
  failedToFetchApplicationDetails: message('common:failedToFetchApplicationDetails'),

  // Document preview dialog
  download: message('common:download'),
  // The document viewer's image tools.
  zoomIn: message('common:zoomIn'),
  zoomOut: message('common:zoomOut'),
  rotate: message('common:rotate'),
  documentViewer: message('common:documentViewer'),
  downloadToView: message('common:downloadToView'),
  previewNotAvailable: message('common:previewNotAvailable'),
  previewNotAvailableAdvice: message('common:previewNotAvailableAdvice'),
  previewUnavailable: message('common:previewUnavailable'),
  unableToLoadPdfPreview: message('common:unableToLoadPdfPreview'),
  unableToLoadImagePreview: message('common:unableToLoadImagePreview'),

  // Processing overlay
  processingDocumentsTitle: message('common:processingDocumentsTitle'),
  processingDocumentsText: message('common:processingDocumentsText'),
} as const satisfies Record<string, Message>;

/** File extensions the preview dialog shows as an image (docs/requirements.md#r2-preview-dialog). */
export const PREVIEWABLE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const;
