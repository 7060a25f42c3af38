import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Role } from 'shared-api/contract/roles';

// Every time is written by the server's clock (tests inject one), never by the database's now().
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Ten digits, no country code. */
    phone: text('phone').notNull().unique(),
    role: text('role').$type<Role>().notNull().default('user'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [check('users_role_known', sql`${table.role} in ('user', 'lawyer', 'banker')`)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    /** The verificationId the browser holds between send and verify. */
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    /** HMAC-SHA256 of the code (bound to this challenge id); the code itself is never stored. */
    codeHmac: text('code_hmac').notNull(),
    requestedIp: text('requested_ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
  },
  // Ascending on purpose: the rate-limit queries filter on a created_at range (see architecture note).
  (table) => [
    index('otp_challenges_phone_created_at').on(table.phone, table.createdAt),
    index('otp_challenges_requested_ip_created_at').on(table.requestedIp, table.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
    lastSeenAt: moment('last_seen_at').notNull(),
    /** Absolute expiry; the idle limit is checked against last_seen_at. */
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);

export type User = typeof users.$inferSelect;
export type OtpChallenge = typeof otpChallenges.$inferSelect;
export type Session = typeof sessions.$inferSelect;
