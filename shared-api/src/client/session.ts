import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The session the browser keeps (docs/requirements.md#r3-session): these exact localStorage keys. */
export const SESSION_STORAGE_KEYS = ['authToken', 'userPhone', 'userRole', 'verificationId'] as const;
type SessionKey = (typeof SESSION_STORAGE_KEYS)[number];

export type SessionState = Record<SessionKey, string | null>;

export const signedOutSession: SessionState = {
  authToken: null,
  userPhone: null,
  userRole: null,
  verificationId: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOutSession,
  reducers: {
    /** send-OTP succeeded: remember which challenge the code belongs to until it is verified. */
    verificationStarted(state, action: PayloadAction<{ phone: string; verificationId: string }>) {
      state.userPhone = action.payload.phone;
      state.verificationId = action.payload.verificationId;
    },
    signedIn(_state, action: PayloadAction<{ token: string; role: string; phone: string }>) {
      const { token, role, phone } = action.payload;
      return { authToken: token, userRole: role, userPhone: phone, verificationId: null };
    },
    signedOut() {
      return signedOutSession;
    },
  },
  selectors: {
    selectAuthToken: (session) => session.authToken,
    selectUserRole: (session) => session.userRole,
    selectUserPhone: (session) => session.userPhone,
    selectVerificationId: (session) => session.verificationId,
    /** Signed in means a token exists (docs/requirements.md#r2-navigation). */
    selectIsSignedIn: (session) => session.authToken !== null,
  },
});

export const { verificationStarted, signedIn, signedOut } = sessionSlice.actions;
export const { selectAuthToken, selectUserRole, selectUserPhone, selectVerificationId, selectIsSignedIn } =
  sessionSlice.selectors;

/** The browser's localStorage, or undefined where it is missing or blocked (private modes, tests in node). */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readStoredSession(storage: Storage | undefined = browserStorage()): SessionState {
  const session = { ...signedOutSession };
  if (!storage) return session;
  for (const key of SESSION_STORAGE_KEYS) {
    const value = safely(() => storage.getItem(key));
    session[key] = value === undefined || value === '' ? null : value;
  }
  return session;
}

export function writeStoredSession(session: SessionState, storage: Storage | undefined = browserStorage()): void {
  if (!storage) return;
  for (const key of SESSION_STORAGE_KEYS) {
    const value = session[key];
    safely(() => (value === null ? storage.removeItem(key) : storage.setItem(key, value)));
  }
}

/** A full or blocked storage must not break signing in; the session then lives until the page closes. */
function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
