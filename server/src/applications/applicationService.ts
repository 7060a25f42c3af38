import { createApplicationReads } from './applicationReads';
import { createApplicationStore, type ApplicationStoreOptions } from './applicationStore';
import { createDashboardQueries } from './dashboardQueries';
import { createFarmerWrites } from './farmerWrites';
import { createStaffChanges } from './staffChanges';
import { createWorkflowActions } from './workflowActions';

export interface ApplicationServiceOptions extends ApplicationStoreOptions {
  /** The bank's service-level target in days (docs/requirements.md#r10-queues). */
  serviceLevelDays: number;
}

/**
 * The application use cases of docs/requirements.md#r7-calls: who may read and change which application, the workflow, the
 * audit log, the dashboards. Everything lives in the database (no state here), so any number of server
 * processes behave as one.
 */
export function createApplicationService(options: ApplicationServiceOptions) {
  const { clock, cipher, organisation, serviceLevelDays } = options;
  const store = createApplicationStore(options);
  return {
    ...createApplicationReads({ store, cipher }),
    ...createFarmerWrites({ store }),
    ...createStaffChanges({ store }),
    ...createWorkflowActions({ store, organisation }),
    ...createDashboardQueries({ repository: store.repository, clock, cipher, serviceLevelDays }),
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
