// docs/requirements.md#r9-limits: dashboards show amounts in INR with no decimals, and 'N/A' when empty. Built on our own Indian
// grouping instead of Intl's en-IN currency format, which prints '-₹0' for small negatives and may differ
// between ICU versions.
import { NOT_AVAILABLE } from './notAvailable';
import { formatIndianNumber, parseNumeric } from './number';

/** 150000 → '₹1,50,000'; 1234.5 → '₹1,235' (halves round away from zero); -500 → '-₹500'; '' → 'N/A'. */
export function formatInr(value: unknown): string {
  const amount = parseNumeric(value);
  if (amount === null) return NOT_AVAILABLE;
  const rupees = Math.sign(amount) * Math.round(Math.abs(amount));
  if (rupees === 0) return '₹0';
  const sign = rupees < 0 ? '-' : '';
  return `${sign}₹${formatIndianNumber(Math.abs(rupees))}`;
}
