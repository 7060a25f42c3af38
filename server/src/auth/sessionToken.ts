import { hash, randomBytes } from 'node:crypto';

/** An opaque bearer token: 256 random bits, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token (asked on every authenticated request: the one-shot hash). */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}
