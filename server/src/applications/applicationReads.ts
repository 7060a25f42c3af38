import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import type { ApplicationHistoryEntry, StatusTimelineEntry } from '@kisan-credit/shared-api/contract/workflow';
import type { FieldCipher } from '../crypto/fieldCipher';
import type { ApplicationEventRow } from '../db/schema';
import { Forbidden, NotFound } from '../domain/errors';
import type { Caller } from '../organisation/actor';
import { isFarmer } from './access';
import { answer, type ApplicationStore } from './applicationStore';
import { batchedLookup } from '../db/batchedLookup';
import { answerBody, openOwnerAnswer, type AnswerBody } from './ownerAnswer';

/** Reading one application and its history: the farmer their own, staff the one they may see. */
export function createApplicationReads({ store, cipher }: { store: ApplicationStore; cipher: FieldCipher }) {
  const { repository, loadOwn, loadForStaff } = store;
  // Farmers opening their application at the same moment share one query (db/batchedLookup.ts).
  const keptAnswerOf = batchedLookup(
    async (userIds: string[]) => new Map((await repository.keptAnswers(userIds)).map((kept) => [kept.userId, kept])),
  );
  return {
    /** GET /loan/kcc-application: the farmer's own, or (staff) the one userId names. */
    async read(caller: Caller, userIdQuery: string | undefined): Promise<KccApplication> {
      const application = isFarmer(caller.role)
        ? await loadOwn(caller, userIdQuery)
        : await loadForStaff(caller, userIdQuery);
      return answer(application, caller);
    },

    /**
     * GET /loan/application: the farmer's own, answered with the answer kept for it; built from the
     * application when none of the current format is kept.
     */
    async readOwnAnswer(caller: Caller, userIdQuery: string | undefined): Promise<AnswerBody> {
      if (userIdQuery !== undefined) throw new Forbidden('ownApplicationOnly');
      const kept = await keptAnswerOf(caller.userId);
      if (!kept) throw new NotFound('noApplicationYet');
      return (
        openOwnerAnswer(kept, caller.userId, cipher) ?? answerBody(answer(await loadOwn(caller, undefined), caller))
      );
    },

    /**
     * GET /loan/application/history: for staff (?userId=…) every change with who made it; for the farmer
     * (no userId) when their application's status changed, without staff identities or remarks.
     */
    async history(
      caller: Caller,
      userIdQuery: string | undefined,
    ): Promise<ApplicationHistoryEntry[] | StatusTimelineEntry[]> {
      if (isFarmer(caller.role)) {
        const own = await loadOwn(caller, userIdQuery);
        const events = await repository.events(own.id);
        return events
          .filter((event) => event.toStatus !== null && event.toStatus !== event.fromStatus)
          .map(timelineEntry);
      }
      const application = await loadForStaff(caller, userIdQuery);
      return (await repository.events(application.id)).map(historyEntry);
    },
  };
}

function historyEntry(event: ApplicationEventRow): ApplicationHistoryEntry {
  return {
    id: event.id,
    at: event.at.toISOString(),
    action: event.action,
    actorUserId: event.actorUserId,
    actorRole: event.actorRole,
    actorName: event.actorName,
    actorBranch: event.actorBranch,
    changedFields: event.changedFields,
    changes: event.changes ?? [],
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    ...(event.remarks ? { remarks: event.remarks } : {}),
    ...(event.details as Partial<ApplicationHistoryEntry> | null),
  };
}

function timelineEntry(event: ApplicationEventRow): StatusTimelineEntry {
  return { at: event.at.toISOString(), action: event.action, fromStatus: event.fromStatus, status: event.toStatus! };
}
