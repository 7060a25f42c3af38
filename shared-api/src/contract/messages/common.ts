import type { Message } from 'shared-api/contract/messages/catalogue';

/** Texts shared by every screen: the generic message dialog, the document preview, the processing overlay. */
export const COMMON_MESSAGES = {
  successTitle: { en: 'Success!', hi: 'सफल!' },
  errorTitle: { en: 'Oops!', hi: 'ओह!' },
  infoTitle: { en: 'Information', hi: 'सूचना' },
  close: { en: 'Close', hi: 'बंद करें' },
  dismiss: { en: 'Dismiss', hi: 'हटाएँ' },
  cancel: { en: 'Cancel', hi: 'रद्द करें' },
  notAvailable: { en: 'N/A', hi: 'उपलब्ध नहीं' },
  addressNotProvided: { en: 'Address not provided', hi: 'पता नहीं दिया गया' },
  logout: { en: 'Logout', hi: 'लॉग आउट' },
  language: { en: 'Language', hi: 'भाषा' },
  backToDashboard: { en: 'Back to Dashboard', hi: 'डैशबोर्ड पर वापस जाएँ' },
  saveChanges: { en: 'Save Changes', hi: 'बदलाव सहेजें' },
  saving: { en: 'Saving...', hi: 'सहेजा जा रहा है...' },
  updateFailed: { en: 'Update failed', hi: 'अपडेट विफल रहा' },
  failedToFetchApplicationDetails: { en: 'Failed to fetch application details', hi: 'आवेदन का विवरण लाने में विफल' },

  // Document preview dialog
  download: { en: 'Download', hi: 'डाउनलोड करें' },
  // The document viewer's image tools.
  zoomIn: { en: 'Zoom in', hi: 'बड़ा करें' },
  zoomOut: { en: 'Zoom out', hi: 'छोटा करें' },
  rotate: { en: 'Rotate', hi: 'घुमाएँ' },
  documentViewer: { en: 'Document viewer', hi: 'दस्तावेज़ दर्शक' },
  downloadToView: { en: 'Download to View', hi: 'देखने के लिए डाउनलोड करें' },
  previewNotAvailable: { en: 'Preview Not Available', hi: 'पूर्वावलोकन उपलब्ध नहीं है' },
  previewNotAvailableAdvice: {
    en: 'This file type cannot be shown here. Please download the file to view it.',
    hi: 'इस प्रकार की फ़ाइल यहाँ नहीं दिखाई जा सकती। कृपया देखने के लिए फ़ाइल डाउनलोड करें।',
  },
  previewUnavailable: { en: 'Preview Unavailable', hi: 'पूर्वावलोकन उपलब्ध नहीं' },
  unableToLoadPdfPreview: { en: 'Unable to load PDF preview', hi: 'PDF का पूर्वावलोकन लोड नहीं हो सका' },
  unableToLoadImagePreview: { en: 'Unable to load image preview', hi: 'चित्र का पूर्वावलोकन लोड नहीं हो सका' },

  // Processing overlay
  processingDocumentsTitle: { en: 'Processing Documents', hi: 'दस्तावेज़ों की प्रक्रिया जारी है' },
  processingDocumentsText: {
    en: 'Please wait while we extract data from your uploaded documents...',
    hi: 'कृपया प्रतीक्षा करें, हम आपके अपलोड किए गए दस्तावेज़ों से जानकारी निकाल रहे हैं...',
  },
} as const satisfies Record<string, Message>;

/** File extensions the preview dialog shows as an image (docs/requirements.md#r2-preview-dialog). */
export const PREVIEWABLE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const;
