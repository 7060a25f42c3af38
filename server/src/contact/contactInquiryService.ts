import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { ContactInquiry } from '@kisan-credit/shared-api/contract/contact';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { contactInquiries } from '../db/schema';
import { TooMany } from '../domain/errors';

/** The contact form is public: one address may send this many an hour, so it cannot flood the table. */
export const INQUIRIES_PER_IP_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/** POST /contact/inquiry: stores the message for the bank to answer. */
export function createContactInquiryService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** `inquiry` as contactInquirySchema gives it: all three fields are required there. */
    async receive(inquiry: Required<ContactInquiry>, ip: string): Promise<{ id: string }> {
      const now = clock();
      return db.transaction(async (tx) => {
        // One sender's inquiries take turns (on every server process), so parallel ones cannot pass the limit.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact-ip:${ip}`}))`);
        const [recent] = await tx
          .select({ sent: count() })
          .from(contactInquiries)
          .where(
            and(
              eq(contactInquiries.requestedIp, ip),
              gte(contactInquiries.createdAt, new Date(now.getTime() - HOUR_MS)),
            ),
          );
        if (Number(recent?.sent ?? 0) >= INQUIRIES_PER_IP_PER_HOUR) {
          throw new TooMany('tooManyInquiries', HOUR_MS / 1000);
        }
        const [stored] = await tx
          .insert(contactInquiries)
          .values({ ...inquiry, requestedIp: ip, createdAt: now })
          .returning({ id: contactInquiries.id });
        return stored!;
      });
    },
  };
}

export type ContactInquiryService = ReturnType<typeof createContactInquiryService>;
