import { message, translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SendOtpResponse } from '@kisan-credit/shared-api/contract/auth';
import type { Clock } from '../clock';
import type { OtpLimits } from '../config';
import type { Db } from '../db/connect';
import { Invalid, TooMany, UpstreamFailed } from '../domain/errors';
import { SmsDeliveryError, type SmsProvider } from '../sms/smsProvider';
import { createOtpChallengeRepository } from './otpChallengeRepository';
import { generateOtpCode, hmacOtpCode, otpCodeMatches } from './otpCode';
import { OTP_RULES } from './otpRules';

export interface OtpServiceOptions {
  db: Db;
  sms: SmsProvider;
  clock: Clock;
  hmacSecret: string;
  limits: OtpLimits;
  /** Told when the SMS gateway fails (never with the message text). */
  onSmsFailure?: (error: SmsDeliveryError) => void;
}

const HOUR_MS = 60 * 60 * 1000;

/** One-time codes: who may get one, when, and whether a code someone typed is right. */
export function createOtpService({ db, sms, clock, hmacSecret, limits, onSmsFailure }: OtpServiceOptions) {
  const challenges = createOtpChallengeRepository(db);

  /**
   * Refuses a send that breaks the resend gap or an hourly cap; 429 with Retry-After. The gap and the
   * tightest cap count per phone *and address*, so that codes someone else requests for a number from
   * elsewhere never use up its owner's allowance; the cap per address bounds what one address may make
   * us send, and the far higher cap per phone bounds the SMS any one number can receive.
   */
  async function assertMaySend(repository: typeof challenges, phone: string, ip: string, now: Date) {
    const lastSentAt = await repository.latestSentAt(phone, ip);
    const gapMs = OTP_RULES.resendGapSeconds * 1000;
    if (lastSentAt && now.getTime() - lastSentAt.getTime() < gapMs) {
      throw tooMany('otpResendTooSoon', lastSentAt.getTime() + gapMs - now.getTime());
    }
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const sent = await repository.countSentSince(hourAgo, phone, ip);
    let overCap: { phone?: string; ip?: string } | undefined;
    if (sent.toPhoneFromIp >= limits.sendsPerPhonePerIpPerHour) overCap = { phone, ip };
    else if (sent.fromIp >= limits.sendsPerIpPerHour) overCap = { ip };
    else if (sent.toPhone >= limits.sendsPerPhonePerHour) overCap = { phone };
    if (overCap) {
      const oldest = await repository.oldestSentSince(hourAgo, overCap);
      throw tooMany('otpHourlyLimit', (oldest?.getTime() ?? now.getTime()) + HOUR_MS - now.getTime());
    }
  }

  return {
    /** Sends a code to `phone`, worded in `language` (the one the person reads the sign-in page in). */
    async send(phone: string, ip: string, language: Language = 'en'): Promise<SendOtpResponse> {
      const now = clock();
      const id = randomUUID();
      const code = generateOtpCode();
      await db.transaction(async (tx) => {
        // Serialises sends per IP and per phone (in that order, so two never deadlock) so that the
        // checks below and the insert act as one step on PostgreSQL too.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-ip:${ip}`}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-phone:${phone}`}))`);
        const repository = createOtpChallengeRepository(tx);
        await assertMaySend(repository, phone, ip, now);
        await repository.insert({
          id,
          phone,
          codeHmac: hmacOtpCode(hmacSecret, id, code),
          requestedIp: ip,
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_RULES.validForSeconds * 1000),
        });
      });

      // Outside the transaction: a slow gateway must not hold the database (PGlite has one session).
      try {
        await sms.send(phone, translate(message('server:otpSms', { code }), language));
      } catch (error) {
        // An undelivered code must not count against the gap or the caps.
        await challenges.remove(id);
        if (error instanceof SmsDeliveryError) {
          onSmsFailure?.(error);
          throw new UpstreamFailed('smsDeliveryFailed');
        }
        throw error;
      }
      return { verificationId: id, expiresIn: OTP_RULES.validForSeconds, resendAfter: OTP_RULES.resendGapSeconds };
    },

    /** Checks a code; on success it is used up. Wrong, expired, used and unknown codes answer alike. */
    async verify(phone: string, code: string, verificationId: string): Promise<void> {
      const now = clock();
      const storedHmac = await challenges.recordAttempt(verificationId, phone, now, OTP_RULES.maxVerifyAttempts);
      if (storedHmac === undefined) {
        const challenge = await challenges.find(verificationId);
        const outOfAttempts =
          challenge?.phone === phone &&
          challenge.consumedAt === null &&
          challenge.expiresAt > now &&
          challenge.attempts >= OTP_RULES.maxVerifyAttempts;
        throw outOfAttempts ? new TooMany('otpTooManyAttempts') : new Invalid('otpWrongOrExpired');
      }
      if (!otpCodeMatches(hmacSecret, verificationId, code, storedHmac)) throw new Invalid('otpWrongOrExpired');
      if (!(await challenges.consume(verificationId, now))) throw new Invalid('otpWrongOrExpired');
    },
  };
}

function tooMany(key: 'otpResendTooSoon' | 'otpHourlyLimit', retryAfterMs: number): TooMany {
  return new TooMany(key, Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

export type OtpService = ReturnType<typeof createOtpService>;
