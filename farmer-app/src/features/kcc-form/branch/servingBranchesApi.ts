import { api } from '@kisan-credit/shared-api/client/api';
import type { ServingBranch } from '@kisan-credit/shared-api/contract/pinCode';

/** GET /api/branches/serving: the branches a farmer may apply to for a PIN code. */
export const servingBranchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    farmerServingBranches: build.query<ServingBranch[], string>({
      query: (pin) => ({ url: '/branches/serving', params: { pin } }),
      transformResponse: (answer: { data: ServingBranch[] }) => answer.data,
    }),
  }),
});

export const { useFarmerServingBranchesQuery } = servingBranchesApi;
