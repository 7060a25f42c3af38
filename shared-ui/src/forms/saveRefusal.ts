import { errorTextOr, isStaleApplication } from '@kisan-credit/shared-api/client/errors';

/**
 * Why a staff form's save did not go through: someone else saved the application first (409 stale: the
 * form offers Reload), or a reason to read (the server's text on 403/409/422..., or the form's own check).
 */
export type SaveRefusal = { kind: 'stale' } | { kind: 'refused'; message: string };

/** The refusal a failed save's error means; `fallback` when the server said nothing readable. */
export function saveRefusalOf(error: unknown, fallback: string): SaveRefusal {
  return isStaleApplication(error) ? { kind: 'stale' } : { kind: 'refused', message: errorTextOr(error, fallback) };
}
