import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { pageLanguage } from '@kisan-credit/shared-api/client/pageLanguage';
import { defaultApiBaseUrl, type ApiEnvironment } from '@kisan-credit/shared-api/client/apiEnvironment';
import { selectAuthToken, signedOut, type SessionState } from '@kisan-credit/shared-api/client/session';

const fetchWithBearer = fetchBaseQuery({
  prepareHeaders(headers, { getState }) {
    const token = selectAuthToken(getState() as { session: SessionState });
    if (token) headers.set('authorization', `Bearer ${token}`);
    // The page's language, so the server knows which language the farmer's SMS go in.
    headers.set('accept-language', pageLanguage());
    return headers;
  },
});

/**
 * Every call: the store's absolute API base, the bearer token from the session, and a 401 on a call that
 * carried a token ends the session (the guards then send the user to /).
 */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const base = (api.extra as Partial<ApiEnvironment> | undefined)?.apiBaseUrl ?? defaultApiBaseUrl();
  const request = typeof args === 'string' ? { url: args } : args;
  const tokenSent = selectAuthToken(api.getState() as { session: SessionState });

  const result = await fetchWithBearer({ ...request, url: `${base}${request.url}` }, api, extraOptions);

  const tokenNow = selectAuthToken(api.getState() as { session: SessionState });
  // Only the token this request was rejected for: a sign-in that happened meanwhile stays.
  if (result.error?.status === 401 && tokenSent !== null && tokenSent === tokenNow) {
    api.dispatch(signedOut());
  }
  return result;
};
