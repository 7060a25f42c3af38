/**
 * @jest-environment jest-fixed-jsdom
 */
import { createAppStore } from '@kisan-credit/shared-api/client/store';
import {
  readStoredSession,
  selectAuthToken,
  selectIsSignedIn,
  selectUserPhone,
  selectUserRole,
  selectVerificationId,
  signedIn,
  signedOut,
  verificationStarted,
} from '@kisan-credit/shared-api/client/session';

beforeEach(() => localStorage.clear());

describe('session slice', () => {
  it('starts signed out with an empty storage', () => {
    const store = createAppStore({ apiBaseUrl: 'http://127.0.0.1:1/api' });
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.getState().session).toEqual({
      authToken: null,
      userPhone: null,
      userRole: null,
      verificationId: null,
    });
  });

  it('keeps the verification id between the two sign-in steps, then drops it once signed in', () => {
    const store = createAppStore();
    store.dispatch(verificationStarted({ phone: '9876543210', verificationId: 'v-1' }));
    expect(selectVerificationId(store.getState())).toBe('v-1');
    expect(localStorage.getItem('verificationId')).toBe('v-1');

    store.dispatch(signedIn({ token: 't-1', role: 'banker', phone: '9876543210' }));
    expect(selectAuthToken(store.getState())).toBe('t-1');
    expect(selectUserRole(store.getState())).toBe('banker');
    expect(selectUserPhone(store.getState())).toBe('9876543210');
    expect(selectVerificationId(store.getState())).toBeNull();
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });
});

describe('session persistence (docs/requirements.md#r3-session)', () => {
  it('writes authToken, userPhone and userRole to localStorage on sign-in', () => {
    createAppStore().dispatch(signedIn({ token: 'tok', role: 'lawyer', phone: '9123456789' }));
    expect(localStorage.getItem('authToken')).toBe('tok');
    expect(localStorage.getItem('userRole')).toBe('lawyer');
    expect(localStorage.getItem('userPhone')).toBe('9123456789');
    expect(localStorage.getItem('verificationId')).toBeNull();
  });

  it('a new store (a reload) starts with the stored session', () => {
    localStorage.setItem('authToken', 'kept');
    localStorage.setItem('userRole', 'user');
    localStorage.setItem('userPhone', '9000000001');
    const store = createAppStore();
    expect(selectAuthToken(store.getState())).toBe('kept');
    expect(selectUserRole(store.getState())).toBe('user');
  });

  it('sign-out removes every session key', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ token: 'tok', role: 'user', phone: '9123456789' }));
    store.dispatch(signedOut());
    for (const key of ['authToken', 'userPhone', 'userRole', 'verificationId']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(readStoredSession().authToken).toBeNull();
  });

  it('an empty stored value counts as absent', () => {
    localStorage.setItem('authToken', '');
    expect(readStoredSession().authToken).toBeNull();
  });

  it('a storage that refuses writes does not break signing in', () => {
    const refusing: Storage = Object.assign(Object.create(Storage.prototype) as Storage, {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    const store = createAppStore({ storage: refusing });
    store.dispatch(signedIn({ token: 'tok', role: 'user', phone: '9123456789' }));
    expect(selectAuthToken(store.getState())).toBe('tok');
  });
});
