import { and, asc, eq, ne } from 'drizzle-orm';
import type { Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { Role } from '@kisan-credit/shared-api/contract/roles';
import type { Db } from '../db/connect';
import { users, type User } from '../db/schema';

export class UserHasApplicationError extends Error {
  override name = 'UserHasApplicationError';
  constructor(readonly phone: string) {
    super(`${phone} has a loan application, which the bank keeps; the account cannot be removed`);
  }
}

/** PostgreSQL's restrict_violation (an ON DELETE RESTRICT key), directly or as the cause drizzle wraps. */
function isForeignKeyViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return [codeOf(error), codeOf((error as { cause?: unknown }).cause)].some(
    (code) => code === '23001' || code === '23503',
  );
}

export function createUserRepository(db: Db) {
  return {
    async findByPhone(phone: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.phone, phone));
      return user;
    },

    /** The user with this phone, created with role `user` on first sign-in. One statement, race-free. */
    async findOrCreateByPhone(phone: string, now: Date): Promise<User> {
      const [user] = await db
        .insert(users)
        .values({ phone, role: 'user', createdAt: now })
        .onConflictDoUpdate({ target: users.phone, set: { phone } })
        .returning();
      return user!;
    },

    /** Adds a user; undefined when the phone is already registered. */
    async add(phone: string, role: Role, now: Date): Promise<User | undefined> {
      const [user] = await db
        .insert(users)
        .values({ phone, role, createdAt: now })
        .onConflictDoNothing({ target: users.phone })
        .returning();
      return user;
    },

    /** The language kept with the account: the one they chose, or last used the app in (their SMS go in it). */
    async languageOf(userId: string): Promise<Language | undefined> {
      const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
      return user?.language;
    },

    /**
     * Records the language the user now uses (their SMS go in it): the one they chose (PUT /api/auth/language)
     * or, for a farmer, the one their application's pages are in. Writes only when it changed.
     */
    async rememberLanguage(userId: string, language: Language): Promise<void> {
      await db
        .update(users)
        .set({ language })
        .where(and(eq(users.id, userId), ne(users.language, language)));
    },

    async setRole(phone: string, role: Role): Promise<User | undefined> {
      const [user] = await db.update(users).set({ role }).where(eq(users.phone, phone)).returning();
      return user;
    },

    /**
     * Removes the user and, through the foreign key, their sessions. A farmer with a loan application is
     * not removed (UserHasApplicationError): the bank keeps its loan files.
     */
    async remove(phone: string): Promise<boolean> {
      try {
        const removed = await db.delete(users).where(eq(users.phone, phone)).returning({ id: users.id });
        return removed.length > 0;
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new UserHasApplicationError(phone);
        throw error;
      }
    },

    list(): Promise<User[]> {
      return db.select().from(users).orderBy(asc(users.role), asc(users.phone));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
