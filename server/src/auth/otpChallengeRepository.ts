import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { otpChallenges, type OtpChallenge } from '../db/schema';

export function createOtpChallengeRepository(db: Db) {
  return {
    find(id: string): Promise<OtpChallenge | undefined> {
      return db
        .select()
        .from(otpChallenges)
        .where(eq(otpChallenges.id, id))
        .then(([challenge]) => challenge);
    },

    /** When the latest code to this phone requested from this address was sent. */
    async latestSentAt(phone: string, ip: string): Promise<Date | undefined> {
      const [latest] = await db
        .select({ createdAt: otpChallenges.createdAt })
        .from(otpChallenges)
        .where(and(eq(otpChallenges.phone, phone), eq(otpChallenges.requestedIp, ip)))
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      return latest?.createdAt;
    },

    /** Codes sent since `since` to this phone from this address, to this phone, and from this address. */
    async countSentSince(
      since: Date,
      phone: string,
      ip: string,
    ): Promise<{ toPhoneFromIp: number; toPhone: number; fromIp: number }> {
      const [toPhone] = await db
        .select({
          total: count(),
          fromIp: sql<number>`count(*) filter (where ${otpChallenges.requestedIp} = ${ip})`.mapWith(Number),
        })
        .from(otpChallenges)
        .where(and(eq(otpChallenges.phone, phone), gt(otpChallenges.createdAt, since)));
      const [fromIp] = await db
        .select({ total: count() })
        .from(otpChallenges)
        .where(and(eq(otpChallenges.requestedIp, ip), gt(otpChallenges.createdAt, since)));
      return { toPhoneFromIp: toPhone!.fromIp, toPhone: toPhone!.total, fromIp: fromIp!.total };
    },

    /** The oldest send inside the window, to tell the caller when they may try again. */
    async oldestSentSince(since: Date, where: { phone?: string; ip?: string }): Promise<Date | undefined> {
      const [oldest] = await db
        .select({ createdAt: otpChallenges.createdAt })
        .from(otpChallenges)
        .where(
          and(
            where.phone === undefined ? undefined : eq(otpChallenges.phone, where.phone),
            where.ip === undefined ? undefined : eq(otpChallenges.requestedIp, where.ip),
            gt(otpChallenges.createdAt, since),
          ),
        )
        .orderBy(otpChallenges.createdAt)
        .limit(1);
      return oldest?.createdAt;
    },

    async insert(challenge: typeof otpChallenges.$inferInsert): Promise<void> {
      await db.insert(otpChallenges).values(challenge);
    },

    async remove(id: string): Promise<void> {
      await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
    },

    /**
     * Counts one verify attempt before any comparison, in one statement, so parallel guesses cannot
     * exceed the limit. Gives the stored HMAC, or undefined when the challenge is unknown, for another
     * phone, expired, used, or out of attempts.
     */
    async recordAttempt(id: string, phone: string, now: Date, maxAttempts: number): Promise<string | undefined> {
      const [challenge] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(
          and(
            eq(otpChallenges.id, id),
            eq(otpChallenges.phone, phone),
            isNull(otpChallenges.consumedAt),
            gt(otpChallenges.expiresAt, now),
            lt(otpChallenges.attempts, maxAttempts),
          ),
        )
        .returning({ codeHmac: otpChallenges.codeHmac });
      return challenge?.codeHmac;
    },

    /** Marks the code used; true for exactly one caller even when several verify it at once. */
    async consume(id: string, now: Date): Promise<boolean> {
      const consumed = await db
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      return consumed.length === 1;
    },
  };
}

export type OtpChallengeRepository = ReturnType<typeof createOtpChallengeRepository>;
