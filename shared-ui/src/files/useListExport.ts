import { useCallback, useState } from 'react';
import type { ApplicationExportQuery, ExportFormat } from '@kisan-credit/shared-api/contract/applicationList';
import { useApiAccess } from './apiAccess';
import { fetchPrivateFile } from './privateFile';
import { saveBlob } from './saveBlob';

const EXPORT_PATH = '/api/sheet/kcc-applications/export';

/** The export's address: the list's filters and order, and the format. */
export function exportUrl(query: ApplicationExportQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return `${EXPORT_PATH}?${params.toString()}`;
}

/**
 * Downloads a dashboard list as CSV or Excel (docs/requirements.md#r10-queues): fetched with the session
 * token, then saved as `kcc-applications-<day>.<format>`. `busy` while one is on its way; `failed` after one
 * that did not come.
 */
export function useListExport() {
  const apiAccess = useApiAccess();
  const [busy, setBusy] = useState<ExportFormat>();
  const [failed, setFailed] = useState(false);
  const download = useCallback(
    async (query: ApplicationExportQuery) => {
      setBusy(query.format);
      setFailed(false);
      try {
        const blob = await fetchPrivateFile(exportUrl(query), apiAccess());
        const objectUrl = URL.createObjectURL(blob);
        saveBlob(objectUrl, `kcc-applications-${new Date().toISOString().slice(0, 10)}.${query.format}`);
        // The link has been followed; the browser keeps its own copy of the file.
        setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
      } catch (error) {
        console.warn('Export failed', error);
        setFailed(true);
      } finally {
        setBusy(undefined);
      }
    },
    [apiAccess],
  );
  return { download, busy, failed };
}
