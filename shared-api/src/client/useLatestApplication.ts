import { useState } from 'react';
import { useGetKccApplicationQuery } from '@kisan-credit/shared-api/client/api';

/**
 * One application as the server holds it now, for a staff screen that edits it. A copy cached from an earlier
 * visit is never shown while the screen's own fetch runs: an officer who started typing on it would save
 * against an old version and be refused for a change they never saw (the lawyer's review, another banker's
 * save). Later refetches (after a save, a workflow step, a Reload) keep the screen on the data it shows.
 */
export function useLatestApplication(userId: string) {
  const query = useGetKccApplicationQuery({ userId }, { refetchOnMountOrArgChange: true });
  const [openedAt] = useState(Date.now);
  const fetchedSinceOpened = (query.fulfilledTimeStamp ?? 0) >= openedAt;
  const application = fetchedSinceOpened ? query.currentData : undefined;
  return {
    application,
    loading: !application && (query.isFetching || query.isUninitialized),
    error: application ? undefined : query.error,
    refetch: query.refetch,
  };
}
