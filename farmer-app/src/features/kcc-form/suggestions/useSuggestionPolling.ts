import { useCallback, useEffect, useRef, useState } from 'react';
import type { LandRecordSuggestion } from '@kisan-credit/shared-api/contract/landRecordSuggestions';
import { SUGGESTION_POLLING } from '@kisan-credit/shared-api/contract/limits';
import {
  emptySuggestions,
  hasIdentitySuggestions,
  type Suggestions,
} from '@kisan-credit/shared-api/contract/suggestions';
import { shouldPollNow } from './suggestionPolling';
import { readSuggestionsAnswer } from './suggestionsAnswer';

export interface SuggestionsState {
  suggestions: Suggestions;
  landRecords: LandRecordSuggestion[];
  /** An answer has arrived since the last reset. */
  loaded: boolean;
  /** The server says documents are still being read. */
  processing: boolean;
}

export interface SuggestionPolling extends SuggestionsState {
  /** After an upload: first poll in 5 s, then every 2 s while shouldPollNow says so. */
  startAfterUpload: () => void;
  /** One load, unless suggestions are loaded already (leaving step 1). */
  loadOnce: () => Promise<void>;
  /** Reupload: no suggestions, and not loaded (docs/requirements.md#r4-suggestion-polling). */
  clear: () => void;
}

const initialState = (): SuggestionsState => ({
  suggestions: emptySuggestions(),
  landRecords: [],
  loaded: false,
  processing: false,
});

/**
 * Extracted suggestions and the polling of docs/requirements.md#r4-suggestion-polling. A new upload restarts the clock; load errors are only
 * logged (docs/requirements.md#r8-errors). `fetchSuggestions` calls GET /file/suggestions.
 */
export function useSuggestionPolling(fetchSuggestions: () => Promise<unknown>): SuggestionPolling {
  const [state, setState] = useState<SuggestionsState>(initialState);
  const fetchRef = useRef(fetchSuggestions);
  fetchRef.current = fetchSuggestions;
  const loadedRef = useRef(false);
  // Each start gets a new run id; a poll of an older run does nothing.
  const run = useRef<{ id: number; timer?: ReturnType<typeof setTimeout> }>({ id: 0 });

  const load = useCallback(async () => {
    const answer = readSuggestionsAnswer(await fetchRef.current());
    loadedRef.current = true;
    setState({ ...answer, loaded: true });
    return answer;
  }, []);

  const startAfterUpload = useCallback(() => {
    clearTimeout(run.current.timer);
    const id = ++run.current.id;
    const uploadedAt = Date.now();
    let attemptsMade = 0;
    let foundIdentity = false;
    const poll = async () => {
      if (run.current.id !== id) return;
      if (!shouldPollNow({ attemptsMade, elapsedMs: Date.now() - uploadedAt, foundIdentity })) {
        setState((current) => ({ ...current, processing: false }));
        return;
      }
      attemptsMade += 1;
      try {
        const answer = await load();
        foundIdentity = hasIdentitySuggestions(answer.suggestions);
      } catch (error) {
        console.warn('Suggestions could not be loaded', error);
      }
      if (run.current.id === id) run.current.timer = setTimeout(poll, SUGGESTION_POLLING.intervalMs);
    };
    run.current.timer = setTimeout(poll, SUGGESTION_POLLING.firstPollDelayMs);
  }, [load]);

  const loadOnce = useCallback(async () => {
    if (loadedRef.current) return;
    try {
      await load();
    } catch (error) {
      console.warn('Suggestions could not be loaded', error);
    }
  }, [load]);

  const clear = useCallback(() => {
    loadedRef.current = false;
    setState(initialState());
  }, []);

  useEffect(
    () => () => {
      clearTimeout(run.current.timer);
      run.current.id += 1;
    },
    [],
  );

  return { ...state, startAfterUpload, loadOnce, clear };
}
