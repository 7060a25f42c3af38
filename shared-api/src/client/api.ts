import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  AccountLanguage,
  AccountLanguageRequest,
  LogoutResponse,
  SendOtpRequest,
  SendOtpResponse,
  SessionInfo,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '@kisan-credit/shared-api/contract/auth';
// Types only (erased at build): importing the contract's schemas here would download zod with the client.
import type {
  BankerApplicationPatch,
  KccApplication,
  KccApplicationInput,
  LawyerApplicationPatch,
} from '@kisan-credit/shared-api/contract/application';
import type { ApplicationListPage, ApplicationListQuery } from '@kisan-credit/shared-api/contract/applicationList';
import type { ContactInquiryInput, ContactInquiryReceipt } from '@kisan-credit/shared-api/contract/contact';
import type { DocumentSlot } from '@kisan-credit/shared-api/contract/options';
import type { SuggestionsResponse } from '@kisan-credit/shared-api/contract/suggestions';
import type { ApplicationHistory, WorkflowActionRequest } from '@kisan-credit/shared-api/contract/workflow';
import type { SentFarmerSms } from '@kisan-credit/shared-api/contract/farmerSms';
import type { DocumentNamesAnswer } from '@kisan-credit/shared-api/contract/documentNames';
import type { IssuedLetter, LetterKind } from '@kisan-credit/shared-api/contract/letters';
import { apiBaseQuery } from '@kisan-credit/shared-api/client/baseQuery';
import { errorStatus } from '@kisan-credit/shared-api/client/errors';

/** What the upload calls answer: where the stored file can be fetched (docs/requirements.md#r7-calls, "Reads url"). */
export interface UploadedFile {
  url: string;
}

/** Every success of the application, dashboard and contact calls: `{data: …}` (docs/requirements.md#r7-calls, a truthy `data`). */
interface DataAnswer<T> {
  data: T;
}
const unwrapData = <T>(answer: DataAnswer<T>): T => answer.data;

/**
 * A write names the application version it was made on (`version` of the loaded application): sent as
 * `If-Match: "<version>"`, so a change someone made meanwhile is refused (409 staleApplication) instead of
 * overwritten. Without it the write goes through as the spec's client's does.
 */
export interface ApplicationWrite<Body> {
  body: Body;
  version?: number;
}
export type FarmerApplicationWrite = ApplicationWrite<KccApplicationInput>;
export type StaffApplicationPatch = ApplicationWrite<LawyerApplicationPatch | BankerApplicationPatch> & {
  userId: string;
};
export interface StaffApplicationAction {
  userId: string;
  action: WorkflowActionRequest;
  version?: number;
}

function ifMatch(version: number | undefined): Record<string, string> | undefined {
  return version === undefined ? undefined : { 'if-match': `"${version}"` };
}

/** Whose application a call is about, as its cache tag id: staff name the user, the farmer has one. */
const OWN_APPLICATION = 'mine';
const applicationTagId = (userId: string | undefined) => userId ?? OWN_APPLICATION;

/**
 * After a write: the application, its history and the dashboards' lists are out of date. Also after a 409,
 * which means someone else changed the application.
 */
function afterWrite(userId: string | undefined) {
  return (_result: unknown, error: unknown) =>
    error === undefined || errorStatus(error) === 409
      ? [
          { type: 'Application' as const, id: applicationTagId(userId) },
          { type: 'ApplicationHistory' as const, id: applicationTagId(userId) },
          'ApplicationList' as const,
        ]
      : [];
}

export const API_TAGS = ['Application', 'ApplicationHistory', 'ApplicationList', 'Suggestions'] as const;

/**
 * The one RTK Query api of the portal (docs/requirements.md#r7-calls). Remotes add their own calls with
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
    /** Keeps the language the signed-in person chose with their account (docs/requirements.md#r10-languages). */
    setAccountLanguage: build.mutation<AccountLanguage, AccountLanguageRequest>({
      query: (body) => ({ url: '/auth/language', method: 'PUT', body }),
    }),

    /** The signed-in farmer's own application, or (staff) another user's with `userId`; 404 when none. */
    getKccApplication: build.query<KccApplication, { userId?: string } | void>({
      query: (arg) => ({ url: '/loan/kcc-application', params: arg?.userId ? { userId: arg.userId } : undefined }),
      transformResponse: unwrapData<KccApplication>,
      providesTags: (_result, _error, arg) => [{ type: 'Application', id: applicationTagId(arg?.userId) }],
    }),
    /** The farmer's own application; 404 when there is none yet (docs/requirements.md#r8-errors: silently ignored). */
    getMyApplication: build.query<KccApplication, void>({
      query: () => '/loan/application',
      transformResponse: unwrapData<KccApplication>,
      providesTags: [{ type: 'Application', id: OWN_APPLICATION }],
    }),
    /** Staff (`userId`): every change; the farmer (none): when the status changed. */
    getApplicationHistory: build.query<ApplicationHistory, { userId?: string } | void>({
      query: (arg) => ({ url: '/loan/application/history', params: arg?.userId ? { userId: arg.userId } : undefined }),
      transformResponse: unwrapData<ApplicationHistory>,
      providesTags: (_result, _error, arg) => [{ type: 'ApplicationHistory', id: applicationTagId(arg?.userId) }],
    }),
    /** The SMS sent to the farmer about the application: their own (none), or (staff) `userId`'s. */
    getSentSms: build.query<SentFarmerSms[], { userId?: string } | void>({
      query: (arg) => ({ url: '/notifications/sms', params: arg?.userId ? { userId: arg.userId } : undefined }),
      transformResponse: unwrapData<SentFarmerSms[]>,
      providesTags: (_result, _error, arg) => [{ type: 'ApplicationHistory', id: applicationTagId(arg?.userId) }],
    }),
    /** The names read from each of `userId`'s documents (the banker's name check). */
    getDocumentNames: build.query<DocumentNamesAnswer, { userId: string }>({
      query: ({ userId }) => ({ url: '/file/names', params: { userId } }),
      transformResponse: unwrapData<DocumentNamesAnswer>,
    }),
    /** The letters issued on the application: the farmer's own (none), or (staff) `userId`'s. */
    getLetters: build.query<IssuedLetter[], { userId?: string } | void>({
      query: (arg) => ({ url: '/letters', params: arg?.userId ? { userId: arg.userId } : undefined }),
      transformResponse: unwrapData<IssuedLetter[]>,
      providesTags: (_result, _error, arg) => [{ type: 'ApplicationHistory', id: applicationTagId(arg?.userId) }],
    }),
    /** Banker: makes the letter again from the application as it is now. */
    issueLetter: build.mutation<IssuedLetter, { userId: string; kind: LetterKind }>({
      query: ({ userId, kind }) => ({ url: `/letters/${kind}`, method: 'POST', params: { userId } }),
      transformResponse: unwrapData<IssuedLetter>,
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'ApplicationHistory', id: applicationTagId(userId) }],
    }),
    saveDraft: build.mutation<KccApplication, FarmerApplicationWrite>({
      query: ({ body, version }) => ({ url: '/loan/save-draft', method: 'PUT', body, headers: ifMatch(version) }),
      transformResponse: unwrapData<KccApplication>,
      invalidatesTags: afterWrite(undefined),
    }),
    /** 201 when new; 200 when it submits the farmer's saved draft. */
    submitApplication: build.mutation<KccApplication, FarmerApplicationWrite>({
      query: ({ body, version }) => ({ url: '/loan/application', method: 'POST', body, headers: ifMatch(version) }),
      transformResponse: unwrapData<KccApplication>,
      invalidatesTags: afterWrite(undefined),
    }),
    updateApplication: build.mutation<KccApplication, FarmerApplicationWrite>({
      query: ({ body, version }) => ({ url: '/loan/application', method: 'PUT', body, headers: ifMatch(version) }),
      transformResponse: unwrapData<KccApplication>,
      invalidatesTags: afterWrite(undefined),
    }),
    /** Staff changes to another user's application: lawyer land/crop/documents, banker bank details or all. */
    patchApplication: build.mutation<KccApplication, StaffApplicationPatch>({
      query: ({ userId, body, version }) => ({
        url: '/loan/application',
        method: 'PATCH',
        params: { userId },
        body,
        headers: ifMatch(version),
      }),
      transformResponse: unwrapData<KccApplication>,
      invalidatesTags: (result, error, { userId }) => afterWrite(userId)(result, error),
    }),
    /** A workflow step (send for legal review, complete it, approve...); answers the moved application. */
    applicationAction: build.mutation<KccApplication, StaffApplicationAction>({
      query: ({ userId, action, version }) => ({
        url: '/loan/application/actions',
        method: 'POST',
        params: { userId },
        body: action,
        headers: ifMatch(version),
      }),
      transformResponse: unwrapData<KccApplication>,
      invalidatesTags: (result, error, { userId }) => afterWrite(userId)(result, error),
    }),
    /**
     * The dashboards' page: the items in `data` (the spec's client reads that field), with the page, the
     * total and the tab counts. With no argument, the spec's call without parameters.
     */
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

    /** 201 once stored. */
    sendContactInquiry: build.mutation<ContactInquiryReceipt, ContactInquiryInput>({
      query: (body) => ({ url: '/contact/inquiry', method: 'POST', body }),
      transformResponse: unwrapData<ContactInquiryReceipt>,
    }),
  }),
});

/** Uploads carry the file in the multipart field `document` (docs/requirements.md#r7-calls). */
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
  useLazyGetMyApplicationQuery,
  useGetApplicationHistoryQuery,
  useGetSentSmsQuery,
  useGetDocumentNamesQuery,
  useGetLettersQuery,
  useIssueLetterMutation,
  useSaveDraftMutation,
  useSubmitApplicationMutation,
  useUpdateApplicationMutation,
  usePatchApplicationMutation,
  useApplicationActionMutation,
  useListApplicationsQuery,
  useGetSuggestionsQuery,
  useUploadFileMutation,
  useUploadLoanDocumentMutation,
  useSendContactInquiryMutation,
} = api;
