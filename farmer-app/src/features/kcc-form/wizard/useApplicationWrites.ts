import { useCallback, useRef } from 'react';
import {
  useSaveDraftMutation,
  useSubmitApplicationMutation,
  useUpdateApplicationMutation,
} from '@kisan-credit/shared-api/client/api';
import { errorStatus, isStaleApplication } from '@kisan-credit/shared-api/client/errors';
import type { KccApplication, KccApplicationInput } from '@kisan-credit/shared-api/contract/application';
import { firstErrorPerField } from '@kisan-credit/shared-api/contract/fieldErrors';
import type { ApiErrorBody } from '@kisan-credit/shared-api/contract/http';
import { isApiErrorBody } from '@kisan-credit/shared-api/contract/http';
import type { FieldErrors } from './stepFields';

export type WriteOutcome =
  | { ok: true; application: KccApplication }
  | {
      ok: false;
      error: unknown;
      /** 409 staleApplication: someone changed the application since it was loaded. */
      stale: boolean;
      /** The server answered and refused (4xx): the network is not to blame. */
      refused: boolean;
      /** No answer came: no network (or none that reached the server). */
      unanswered: boolean;
      /** A 400's field messages, by path. */
      issues: FieldErrors;
    };

function errorBodyOf(error: unknown): ApiErrorBody | undefined {
  const data =
    typeof error === 'object' && error !== null && 'data' in error ? (error as { data: unknown }).data : undefined;
  return isApiErrorBody(data) ? data : undefined;
}

/** A failed write, read for the wizard: stale or not, and the fields a 400 named. */
export function failedWrite(error: unknown): Extract<WriteOutcome, { ok: false }> {
  const body = errorBodyOf(error);
  const issues = firstErrorPerField(body?.issues ?? []);
  const status = errorStatus(error);
  const refused = status !== undefined && status >= 400 && status < 500;
  return { ok: false, error, stale: isStaleApplication(error), refused, unanswered: status === undefined, issues };
}

/**
 * Save Draft, the silent save and Submit/Update. Each write names the version it was made on (If-Match), and
 * remembers the version the server answers with, so a change made meanwhile by someone else is refused
 * (409) instead of overwritten.
 */
export function useApplicationWrites(loadedVersion: number | undefined) {
  const version = useRef(loadedVersion);
  const [saveDraft, draft] = useSaveDraftMutation();
  const [submitNew, submission] = useSubmitApplicationMutation();
  const [update, updating] = useUpdateApplicationMutation();

  const run = useCallback(
    async (write: typeof saveDraft, body: KccApplicationInput, basedOn = version.current): Promise<WriteOutcome> => {
      try {
        const application = await write({ body, version: basedOn }).unwrap();
        version.current = application.version;
        return { ok: true, application };
      } catch (error) {
        return failedWrite(error);
      }
    },
    [],
  );

  return {
    /** `basedOn`: the version the body was made on, when not the one this wizard last saw (a queued save). */
    saveDraft: useCallback(
      (body: KccApplicationInput, basedOn?: number) => run(saveDraft, body, basedOn ?? version.current),
      [run, saveDraft],
    ),
    /** The version of the saved application this wizard last saw (undefined: none, or not loaded). */
    currentVersion: useCallback(() => version.current, []),
    /** Continue from this version (an unsaved copy restored in a wizard opened with no network). */
    adoptVersion: useCallback((known: number | undefined) => {
      version.current = known;
    }, []),
    /** `basedOn` as for saveDraft (a queued submission). */
    submit: useCallback(
      (body: KccApplicationInput, mode: 'create' | 'update', basedOn?: number) =>
        run(mode === 'update' ? update : submitNew, body, basedOn ?? version.current),
      [run, submitNew, update],
    ),
    savingDraft: draft.isLoading,
    submitting: submission.isLoading || updating.isLoading,
  };
}
