/** What the dashboards show for an empty amount or date (spec §2 and §9). */
export const NOT_AVAILABLE = 'N/A';
