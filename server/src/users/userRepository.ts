import { asc, eq } from 'drizzle-orm';
import type { Role } from 'shared-api/contract/roles';
import type { Db } from '../db/connect';
import { users, type User } from '../db/schema';

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

    async setRole(phone: string, role: Role): Promise<User | undefined> {
      const [user] = await db.update(users).set({ role }).where(eq(users.phone, phone)).returning();
      return user;
    },

    /** Removes the user and, through the foreign key, their sessions. */
    async remove(phone: string): Promise<boolean> {
      const removed = await db.delete(users).where(eq(users.phone, phone)).returning({ id: users.id });
      return removed.length > 0;
    },

    list(): Promise<User[]> {
      return db.select().from(users).orderBy(asc(users.role), asc(users.phone));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
