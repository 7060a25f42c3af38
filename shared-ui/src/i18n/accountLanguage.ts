import { useCallback, useContext, useEffect } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useAppSelector, useAppStore } from '@kisan-credit/shared-api/client/hooks';
import { answerOf, apiOf } from '@kisan-credit/shared-api/client/lazyApi';
import { selectAuthToken, selectIsSignedIn } from '@kisan-credit/shared-api/client/session';
import type { AppStore } from '@kisan-credit/shared-api/client/sessionStore';
import { SOURCE_LANGUAGE, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { chosenLanguage, currentLanguage, setLanguage } from './language';

/**
 * The language chosen once follows the person (docs/requirements.md#r10-languages): this module keeps the
 * device's language and the one kept with their account (PUT /api/auth/language) in step, and nothing else.
 */

/**
 * Sends `language` to the signed-in person's account. Never fails: offline, or with the server down, the
 * device keeps the choice and the next session load sends it again (useAccountLanguage).
 */
async function sendToAccount(store: AppStore, language: Language): Promise<void> {
  if (!selectIsSignedIn(store.getState())) return;
  try {
    const api = await apiOf(store);
    await answerOf(store.dispatch(api.endpoints.setAccountLanguage.initiate({ language })));
  } catch {
    // Not kept with the account this time; the switch itself has already happened.
  }
}

/**
 * What a session's start or load does, given the account's language and the device's own choice: a device
 * choice that differs goes to the account (the latest choice wins); a device without one shows the account's.
 * English, the language every account starts with, tells nothing of what the person reads, so it leaves a
 * device without a choice in the browser's language.
 */
export function reconcile(
  account: Language,
  chosen: Language | undefined,
  shown: Language,
): { send: Language } | { show: Language } | null {
  if (chosen !== undefined) return chosen === account ? null : { send: chosen };
  return account === shown || account === SOURCE_LANGUAGE ? null : { show: account };
}

/** Where the person is signed in: on each sign-in and each page load with a session, brings the two in step. */
export function useAccountLanguage(): void {
  const store = useAppStore();
  const token = useAppSelector(selectAuthToken);
  useEffect(() => {
    if (token === null) return;
    let current = true;
    void (async () => {
      try {
        const api = await apiOf(store);
        const session = await store
          .dispatch(api.endpoints.getSession.initiate(undefined, { subscribe: false, forceRefetch: true }))
          .unwrap();
        if (!current) return;
        const step = reconcile(session.language, chosenLanguage(), currentLanguage());
        if (step && 'send' in step) await sendToAccount(store, step.send);
        else if (step) await setLanguage(step.show, { remember: false });
      } catch {
        // Offline or signed out meanwhile: the device's language stays; the next load tries again.
      }
    })();
    return () => {
      current = false;
    };
  }, [store, token]);
}

/**
 * The language switch's choice: every screen switches and the device remembers it (setLanguage), and a
 * signed-in person's account keeps it too. Outside a store (a switch rendered on its own) only the former.
 */
export function useChooseLanguage(): (language: Language) => void {
  const store = useContext(ReactReduxContext)?.store as AppStore | undefined;
  return useCallback(
    (language: Language) => {
      void setLanguage(language);
      if (store) void sendToAccount(store, language);
    },
    [store],
  );
}
