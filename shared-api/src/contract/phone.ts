import { z } from 'zod';
import { toAsciiDigits } from '@kisan-credit/shared-api/contract/digits';
import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { AUTH_MESSAGES } from '@kisan-credit/shared-api/contract/messages/auth';

/**
 * Indian mobile numbers: ten digits starting 6–9, optionally written with +91, 91 or 0 in front and with
 * spaces or dashes, in the digits of any Indian script. Returns the bare ten digits, or null for anything else.
 */
export function normalizeIndianMobile(input: string): string | null {
  const digits = toAsciiDigits(input)
    .replace(/[\s-]/g, '')
    .replace(/^(\+91|91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** The schema's message, as an id: the server words it in the language of the sign-in page. */
const INVALID_MOBILE_MESSAGE = messageId(AUTH_MESSAGES.invalidMobile);

export const indianMobileSchema = z.string({ error: INVALID_MOBILE_MESSAGE }).transform((value, context) => {
  const normalized = normalizeIndianMobile(value);
  if (normalized === null) {
    context.addIssue({ code: 'custom', message: INVALID_MOBILE_MESSAGE });
    return z.NEVER;
  }
  return normalized;
});

/** "98765 43210" style, for showing a number back to its owner. */
export function formatMobileForDisplay(tenDigits: string): string {
  return `+91 ${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}`;
}
