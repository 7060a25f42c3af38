import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import type { Caller } from '../organisation/actor';
import { batchedLookup } from '../db/batchedLookup';
import { createSessionRepository } from './sessionRepository';
import { hashSessionToken, newSessionToken } from './sessionToken';

/** Who is calling, as the bearer token says; `request.user` holds it on authenticated routes. */
export interface AuthenticatedUser extends Caller {
  sessionId: string;
  /** When the session ends if it stays idle, or at its absolute expiry, whichever is first. */
  expiresAt: Date;
}

export interface SessionServiceOptions {
  db: Db;
  clock: Clock;
  idleMinutes: number;
  absoluteHours: number;
}

/** Work to do when someone logs out, e.g. clearing the data extracted from their documents. */
export type LogoutListener = (user: AuthenticatedUser) => Promise<void>;

/**
 * How stale a session's recorded last use may get before a request records it again. The idle limit is
 * counted from the recorded use, so a session left alone ends between idle − 1 minute and idle after its
 * last use.
 */
const TOUCH_INTERVAL_MS = 60 * 1000;

interface LiveSession extends Caller {
  sessionId: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** Sessions: opaque tokens (only their SHA-256 stored), idle and absolute expiry, revoked at logout. */
export function createSessionService({ db, clock, idleMinutes, absoluteHours }: SessionServiceOptions) {
  const sessions = createSessionRepository(db);
  const idleMs = idleMinutes * 60 * 1000;
  // Registered once by plugins at start (code, not request state), so every process has the same list.
  const logoutListeners: LogoutListener[] = [];

  /**
   * Sessions looked up with the other requests of the same moment (one query for all), each found with
   * the time it was checked against.
   */
  function batchedSessionLookup<Live extends { tokenHash: string }>(
    find: (tokenHashes: string[], now: Date, idleSince: Date) => Promise<Live[]>,
  ) {
    return batchedLookup(async (tokenHashes: string[]) => {
      const now = clock();
      const found = await find(tokenHashes, now, new Date(now.getTime() - idleMs));
      return new Map(found.map((live) => [live.tokenHash, { live, now }]));
    });
  }
  const findLive = batchedSessionLookup(sessions.findLive);

  async function authenticated(live: LiveSession, now: Date): Promise<AuthenticatedUser> {
    let lastSeenAt = live.lastSeenAt;
    if (now.getTime() - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await sessions.touch(live.sessionId, now);
      lastSeenAt = now;
    }
    const idleExpiry = new Date(lastSeenAt.getTime() + idleMs);
    return {
      userId: live.userId,
      phone: live.phone,
      role: live.role,
      name: live.name,
      branchId: live.branchId,
      sanctionLimit: live.sanctionLimit,
      sessionId: live.sessionId,
      expiresAt: idleExpiry < live.expiresAt ? idleExpiry : live.expiresAt,
    };
  }

  return {
    /** Starts a session for the user and gives the token, the only time it exists in clear. */
    async start(userId: string): Promise<string> {
      const now = clock();
      const token = newSessionToken();
      await sessions.insert({
        tokenHash: hashSessionToken(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + absoluteHours * 60 * 60 * 1000),
      });
      return token;
    },

    /**
     * The user behind a token, or undefined when it is unknown, revoked, idle too long or too old. Its use
     * is recorded at most once a minute: recording every request would make every request a write.
     */
    async resolve(token: string): Promise<AuthenticatedUser | undefined> {
      const found = await findLive(hashSessionToken(token));
      return found && authenticated(found.live, found.now);
    },

    revoke(sessionId: string): Promise<void> {
      return sessions.revoke(sessionId, clock());
    },

    /**
     * As docs/requirements.md#r4-logout says, logging out ends the session and the server clears the user's extracted document data. No
     * extraction exists yet; the document-extraction feature registers its clean-up here with onLogout.
     */
    async logout(user: AuthenticatedUser): Promise<void> {
      await sessions.revoke(user.sessionId, clock());
      for (const listener of logoutListeners) await listener(user);
    },

    onLogout(listener: LogoutListener): void {
      logoutListeners.push(listener);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
