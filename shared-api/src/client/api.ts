import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  LogoutResponse,
  SendOtpRequest,
  SendOtpResponse,
  SessionInfo,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from 'shared-api/contract/auth';
// Types only (erased at build): importing the contract's schemas here would download zod with the client.
import type {
  BankerApplicationPatch,
  KccApplication,
  KccApplicationInput,
  LawyerApplicationPatch,
} from 'shared-api/contract/application';
import type { ApplicationListPage, ApplicationListQuery } from 'shared-api/contract/applicationList';
import type { ContactInquiryInput } from 'shared-api/contract/contact';
import type { DocumentSlot } from 'shared-api/contract/options';
import type { SuggestionsResponse } from 'shared-api/contract/suggestions';
import { apiBaseQuery } from 'shared-api/client/baseQuery';

/** What the upload calls answer: where the stored file can be fetched (spec §7, "Reads url"). */
export interface UploadedFile {
  url: string;
}

/** POST/PUT/PATCH /loan/application answer: a truthy `data` means success (spec §7). */
export interface SavedApplicationResponse {
  data: KccApplication;
}

export const API_TAGS = ['Application', 'ApplicationList', 'Suggestions'] as const;

/**
 * The one RTK Query api of the portal (spec §7). Remotes add their own calls with
 * `api.injectEndpoints`, naming them with their role as prefix (`lawyerSaveLand`, `bankerApprove`), so two
 * remotes can never overwrite each other's endpoint.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: API_TAGS,
  endpoints: (build) => ({
    sendOtp: build.mutation<SendOtpResponse, SendOtpRequest>({
      query: (body) => ({ url: '/auth/send-otp', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<VerifyOtpResponse, VerifyOtpRequest>({
      query: (body) => ({ url: '/auth/verify-otp', method: 'POST', body }),
    }),
    logout: build.mutation<LogoutResponse, void>({
      // An empty JSON body: the spec's call sends the JSON content type.
      query: () => ({ url: '/auth/logout', method: 'POST', body: {} }),
    }),
    getSession: build.query<SessionInfo, void>({
      query: () => '/auth/session',
    }),

    /** The signed-in farmer's own application, or (staff) another user's with `userId`. */
    getKccApplication: build.query<KccApplication, { userId?: string } | void>({
      query: (arg) => ({ url: '/loan/kcc-application', params: arg?.userId ? { userId: arg.userId } : undefined }),
      providesTags: (_result, _error, arg) => [{ type: 'Application', id: arg?.userId ?? 'mine' }],
    }),
    /** The farmer's own application; 404 when there is none yet (spec §8: silently ignored). */
    getMyApplication: build.query<KccApplication, void>({
      query: () => '/loan/application',
      providesTags: [{ type: 'Application', id: 'mine' }],
    }),
    saveDraft: build.mutation<unknown, KccApplicationInput>({
      query: (body) => ({ url: '/loan/save-draft', method: 'PUT', body }),
      invalidatesTags: [{ type: 'Application', id: 'mine' }],
    }),
    submitApplication: build.mutation<SavedApplicationResponse, KccApplicationInput>({
      query: (body) => ({ url: '/loan/application', method: 'POST', body }),
      invalidatesTags: [{ type: 'Application', id: 'mine' }, 'ApplicationList'],
    }),
    updateApplication: build.mutation<SavedApplicationResponse, KccApplicationInput>({
      query: (body) => ({ url: '/loan/application', method: 'PUT', body }),
      invalidatesTags: [{ type: 'Application', id: 'mine' }, 'ApplicationList'],
    }),
    /** Staff changes to another user's application: lawyer land/crop/documents, banker bank details or all. */
    patchApplication: build.mutation<
      SavedApplicationResponse,
      { userId: string; body: LawyerApplicationPatch | BankerApplicationPatch }
    >({
      query: ({ userId, body }) => ({ url: '/loan/application', method: 'PATCH', params: { userId }, body }),
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'Application', id: userId }, 'ApplicationList'],
    }),
    /** The dashboards' list; with no argument, the spec's call without parameters. */
    listApplications: build.query<ApplicationListPage, ApplicationListQuery | void>({
      query: (params) => ({ url: '/sheet/kcc-applications', params: params ?? undefined }),
      providesTags: ['ApplicationList'],
    }),

    getSuggestions: build.query<SuggestionsResponse, void>({
      query: () => '/file/suggestions',
      providesTags: ['Suggestions'],
    }),
    uploadFile: build.mutation<UploadedFile, { docType: DocumentSlot; file: Blob }>({
      query: ({ docType, file }) => ({
        url: '/file/upload',
        method: 'POST',
        params: { doctype: docType },
        body: documentForm(file),
      }),
      invalidatesTags: ['Suggestions'],
    }),
    /** Guarantor documents. */
    uploadLoanDocument: build.mutation<UploadedFile, { file: Blob }>({
      query: ({ file }) => ({ url: '/loan/upload', method: 'POST', body: documentForm(file) }),
    }),

    sendContactInquiry: build.mutation<unknown, ContactInquiryInput>({
      query: (body) => ({ url: '/contact/inquiry', method: 'POST', body }),
    }),
  }),
});

/** Uploads carry the file in the multipart field `document` (spec §7). */
function documentForm(file: Blob): FormData {
  const form = new FormData();
  form.append('document', file, file instanceof File ? file.name : 'document');
  return form;
}

export const {
  useSendOtpMutation,
  useVerifyOtpMutation,
  useLogoutMutation,
  useGetSessionQuery,
  useGetKccApplicationQuery,
  useGetMyApplicationQuery,
  useSaveDraftMutation,
  useSubmitApplicationMutation,
  useUpdateApplicationMutation,
  usePatchApplicationMutation,
  useListApplicationsQuery,
  useGetSuggestionsQuery,
  useUploadFileMutation,
  useUploadLoanDocumentMutation,
  useSendContactInquiryMutation,
} = api;
