import { api } from '@kisan-credit/shared-api/client/api';
import type { ApplicationListItem } from '@kisan-credit/shared-api/contract/application';
import type {
  Branch,
  BranchRequest,
  PanelLawyer,
  StaffMember,
  StaffRequest,
} from '@kisan-credit/shared-api/contract/organisation';

const unwrap = <T>(response: { data: T }) => response.data;

/**
 * The bank's organisation, as the banker remote calls it: the branch's lawyer panel (bankers), and the
 * administration of branches, staff and unrouted applications (admins).
 */
export const organisationApi = api.enhanceEndpoints({ addTagTypes: ['Organisation'] }).injectEndpoints({
  endpoints: (build) => ({
    bankerPanelLawyers: build.query<PanelLawyer[], void>({
      query: () => '/staff/lawyers',
      transformResponse: unwrap<PanelLawyer[]>,
      providesTags: ['ApplicationList'],
    }),
    adminBranches: build.query<Branch[], void>({
      query: () => '/admin/branches',
      transformResponse: unwrap<Branch[]>,
      providesTags: ['Organisation'],
    }),
    adminAddBranch: build.mutation<Branch, BranchRequest>({
      query: (body) => ({ url: '/admin/branches', method: 'POST', body }),
      invalidatesTags: ['Organisation'],
    }),
    adminChangeBranchPins: build.mutation<Branch, { ifsc: string; pins: string[] }>({
      query: ({ ifsc, pins }) => ({
        url: `/admin/branches/${encodeURIComponent(ifsc)}`,
        method: 'PATCH',
        body: { pins },
      }),
      invalidatesTags: ['Organisation'],
    }),
    adminStaff: build.query<StaffMember[], void>({
      query: () => '/admin/staff',
      transformResponse: unwrap<StaffMember[]>,
      providesTags: ['Organisation'],
    }),
    adminAddStaff: build.mutation<StaffMember, StaffRequest>({
      query: (body) => ({ url: '/admin/staff', method: 'POST', body }),
      invalidatesTags: ['Organisation'],
    }),
    adminChangeStaff: build.mutation<StaffMember, { phone: string } & Partial<Omit<StaffRequest, 'phone'>>>({
      query: ({ phone, ...body }) => ({ url: `/admin/staff/${encodeURIComponent(phone)}`, method: 'PATCH', body }),
      invalidatesTags: ['Organisation'],
    }),
    adminUnrouted: build.query<ApplicationListItem[], void>({
      query: () => '/admin/applications/unrouted',
      transformResponse: unwrap<ApplicationListItem[]>,
      providesTags: ['Organisation'],
    }),
    adminRoute: build.mutation<unknown, { userId: string; ifsc: string }>({
      query: (body) => ({ url: '/admin/applications/route', method: 'POST', body }),
      invalidatesTags: ['Organisation'],
    }),
  }),
});

export const {
  useBankerPanelLawyersQuery,
  useAdminBranchesQuery,
  useAdminAddBranchMutation,
  useAdminChangeBranchPinsMutation,
  useAdminStaffQuery,
  useAdminAddStaffMutation,
  useAdminChangeStaffMutation,
  useAdminUnroutedQuery,
  useAdminRouteMutation,
} = organisationApi;
