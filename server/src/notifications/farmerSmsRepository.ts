import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { applications, farmerSms, users, type FarmerSmsRow } from '../db/schema';

export type FarmerSmsValues = Omit<FarmerSmsRow, 'id'>;

export function createFarmerSmsRepository(db: Db) {
  return {
    /** The application with what an SMS needs: its phone, status, workflow, and the owner's language. */
    async recipient(applicationId: string) {
      const [row] = await db
        .select({
          phoneNumber: applications.phoneNumber,
          status: applications.status,
          workflow: applications.workflow,
          language: users.language,
        })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.userId))
        .where(eq(applications.id, applicationId));
      return row;
    },

    async wasSent(applicationId: string, applicationVersion: number): Promise<boolean> {
      const [row] = await db
        .select({ id: farmerSms.id })
        .from(farmerSms)
        .where(and(eq(farmerSms.applicationId, applicationId), eq(farmerSms.applicationVersion, applicationVersion)));
      return row !== undefined;
    },

    async record(values: FarmerSmsValues): Promise<void> {
      await db.insert(farmerSms).values(values).onConflictDoNothing();
    },

    /** What was sent about the application, oldest first. */
    sentFor(applicationId: string): Promise<FarmerSmsRow[]> {
      return db.select().from(farmerSms).where(eq(farmerSms.applicationId, applicationId)).orderBy(asc(farmerSms.id));
    },
  };
}

export type FarmerSmsRepository = ReturnType<typeof createFarmerSmsRepository>;
