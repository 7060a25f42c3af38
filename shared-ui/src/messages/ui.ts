// Texts the design system's own widgets show. Spec §2 fixes the message dialog's English titles; they live
// here, next to the widgets, until the contract's catalogue takes them over.
import type { Message } from 'shared-api/contract/messages/catalogue';

export const UI_MESSAGES = {
  successTitle: { en: 'Success!', hi: 'सफल!' },
  errorTitle: { en: 'Oops!', hi: 'उफ़!' },
  infoTitle: { en: 'Information', hi: 'जानकारी' },
  close: { en: 'Close', hi: 'बंद करें' },
  dismiss: { en: 'Dismiss', hi: 'हटाएँ' },
} as const satisfies Record<string, Message>;
