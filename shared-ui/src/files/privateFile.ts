import { pageLanguage } from '@kisan-credit/shared-api/client/pageLanguage';
import type { ApiAccess } from './apiAccess';

/** A failed request in the shape RTK Query errors have, so shared-api/client/errors reads both alike. */
export type RequestFailure = { status: number; data: unknown } | { status: 'FETCH_ERROR'; error: string };

/**
 * Where a stored file's url points. Upload answers give an API path ('/api/file/…'); it is resolved against
 * the API's origin. The session token goes only to the API's own origin, never to another host a url names.
 */
export function resolveFileUrl(url: string, apiBaseUrl: string): { href: string; onApi: boolean } {
  const api = new URL(apiBaseUrl);
  const href = new URL(url, api.origin + '/');
  return { href: href.toString(), onApi: href.origin === api.origin };
}

export function authorizationFor(onApi: boolean, access: ApiAccess): Record<string, string> {
  return onApi && access.token ? { authorization: `Bearer ${access.token}` } : {};
}

/**
 * Downloads a private file (a farmer's document, an exported list) with the session token and the page's
 * language (a list's columns are titled in it); rejects with a RequestFailure.
 */
export async function fetchPrivateFile(url: string, access: ApiAccess, signal?: AbortSignal): Promise<Blob> {
  const { href, onApi } = resolveFileUrl(url, access.apiBaseUrl);
  let response: Response;
  try {
    const headers = { ...authorizationFor(onApi, access), 'accept-language': pageLanguage() };
    response = await fetch(href, { headers, signal, cache: 'no-store' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw { status: 'FETCH_ERROR', error: String(error) } satisfies RequestFailure;
  }
  if (!response.ok) {
    const data = await response.json().catch(() => undefined);
    throw { status: response.status, data } satisfies RequestFailure;
  }
  return response.blob();
}
