/**
 * Identity and account numbers shown where the full number is not needed (lists, the lawyer's KYC view):
 * every character but the last four becomes X. Aadhar numbers keep their groups of four: XXXX XXXX 1234.
 */
export function maskAllButLast(value: string | null | undefined, visible = 4): string {
  const compact = (value ?? '').replace(/\s+/g, '');
  if (compact === '') return '';
  const hidden = Math.max(0, compact.length - visible);
  return 'X'.repeat(hidden) + compact.slice(hidden);
}

export function maskAadhar(value: string | null | undefined): string {
  return maskAllButLast(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Where the application keeps numbers that are encrypted at rest and masked in lists. */
export const SENSITIVE_NUMBER_FIELDS = [
  'aadharNo',
  'panNumber',
  'bankAccount.accountNumber',
  'guarantorDetails[].aadhar',
] as const;
