import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@kisan-credit/shared-api/contract/limits';

/** Six random digits, leading zeros kept. */
export function generateOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/**
 * What the database keeps instead of the code. Bound to the challenge id so that one code's HMAC says
 * nothing about another challenge.
 */
export function hmacOtpCode(secret: string, challengeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');
}

export function otpCodeMatches(secret: string, challengeId: string, code: string, storedHmac: string): boolean {
  const expected = Buffer.from(hmacOtpCode(secret, challengeId, code), 'hex');
  const stored = Buffer.from(storedHmac, 'hex');
  return expected.length === stored.length && timingSafeEqual(expected, stored);
}
