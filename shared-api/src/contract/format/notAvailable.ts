/** What the dashboards show for an empty amount or date (docs/requirements.md#r2-banker-dashboard, docs/requirements.md#r9-constants). */
export const NOT_AVAILABLE = 'N/A';
