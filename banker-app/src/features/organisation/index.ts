export {
  useAdminAddBranchMutation,
  useAdminAddStaffMutation,
  useAdminBranchesQuery,
  useAdminChangeBranchPinsMutation,
  useAdminChangeStaffMutation,
  useAdminRouteMutation,
  useAdminStaffQuery,
  useAdminUnroutedQuery,
  useBankerPanelLawyersQuery,
} from './organisationApi';
