import { COMMON_MESSAGES } from 'shared-api/contract/messages/common';
import { text } from 'shared-ui/i18n/text';

/** A value as the read-only sections show it: 'N/A' when empty. */
export function shown(value: unknown): string {
  if (value === undefined || value === null) return text(COMMON_MESSAGES.notAvailable);
  const written = String(value).trim();
  return written === '' ? text(COMMON_MESSAGES.notAvailable) : written;
}
