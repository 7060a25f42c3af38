import type { ApplicationStatus } from '@kisan-credit/shared-api/contract/status';
import type { WorkflowRecord } from '@kisan-credit/shared-api/contract/workflow';

/** An application's status changed: committed, so what follows (an SMS) may rely on it. */
export interface StatusChange {
  applicationId: string;
  ownerUserId: string;
  /** The application's version after the change: one change, one version. */
  version: number;
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  /** The application's workflow after the change (the legal verdict that came with it, say). */
  workflow: WorkflowRecord;
  at: Date;
}

export type StatusChangeListener = (change: StatusChange) => Promise<void>;

/**
 * The one place a status change is announced (the application service's write, whatever step made it).
 * A listener that fails is reported, never undoes nor fails the write already committed.
 */
export function createStatusChanges(onListenerError: (error: Error, change: StatusChange) => void) {
  const listeners: StatusChangeListener[] = [];
  return {
    listen(listener: StatusChangeListener): void {
      listeners.push(listener);
    },
    async announce(change: StatusChange): Promise<void> {
      await Promise.all(
        listeners.map((listener) => listener(change).catch((error: Error) => onListenerError(error, change))),
      );
    },
  };
}

export type StatusChanges = ReturnType<typeof createStatusChanges>;
