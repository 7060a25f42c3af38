import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { api } from 'shared-api/client/api';
import type { KccApplication, KccApplicationInput } from 'shared-api/contract/application';
import type { StatusTimelineEntry } from 'shared-api/contract/workflow';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server answers `{data: application}` (spec §7: "a truthy data field"); older answers were bare. */
export function unwrapApplication(body: unknown): KccApplication | null {
  const application = isObject(body) && isObject(body.data) ? body.data : body;
  return isObject(application) && Object.keys(application).length > 0 ? (application as unknown as KccApplication) : null;
}

/** The farmer's writes name the version they were made on, so a change made meanwhile is refused (409). */
export interface ApplicationWrite {
  body: KccApplicationInput;
  version?: number;
}

function write(url: string, method: 'PUT' | 'POST', { body, version }: ApplicationWrite): FetchArgs {
  return { url, method, body, headers: version === undefined ? undefined : { 'if-match': `"${version}"` } };
}

/**
 * The farmer app's own calls (role-prefixed, injected into the portal's one api): the application with
 * its version, the saves with If-Match, and the status timeline. Nothing here is cached across visits:
 * the wizard reads the application once and then owns it.
 */
export const farmerApplicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /loan/application; null when the farmer has none yet (a 404, silently ignored: spec §8). */
    farmerGetApplication: build.query<KccApplication | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/loan/application');
        if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
        return { data: unwrapApplication(result.data) };
      },
      keepUnusedDataFor: 0,
    }),
    farmerSaveDraft: build.mutation<KccApplication | null, ApplicationWrite>({
      query: (arg) => write('/loan/save-draft', 'PUT', arg),
      transformResponse: unwrapApplication,
    }),
    farmerSubmitApplication: build.mutation<KccApplication | null, ApplicationWrite>({
      query: (arg) => write('/loan/application', 'POST', arg),
      transformResponse: unwrapApplication,
    }),
    farmerUpdateApplication: build.mutation<KccApplication | null, ApplicationWrite>({
      query: (arg) => write('/loan/application', 'PUT', arg),
      transformResponse: unwrapApplication,
    }),
    /** GET /loan/application/history: when the status changed (empty while there is no application). */
    farmerGetStatusTimeline: build.query<StatusTimelineEntry[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/loan/application/history');
        if (result.error) return result.error.status === 404 ? { data: [] } : { error: result.error };
        const body = result.data;
        const entries = isObject(body) && Array.isArray(body.data) ? body.data : Array.isArray(body) ? body : [];
        return { data: entries as StatusTimelineEntry[] };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useFarmerGetApplicationQuery,
  useFarmerSaveDraftMutation,
  useFarmerSubmitApplicationMutation,
  useFarmerUpdateApplicationMutation,
  useFarmerGetStatusTimelineQuery,
} = farmerApplicationApi;
