/**
 * The application key sent on submission (docs/requirements.md#r3-submission-fields): the applicant name in lower case with its spaces
 * replaced by hyphens, a hyphen, then the phone number. Only when both exist. Runs of spaces become one
 * hyphen and the name is trimmed first, so "  Ram  Lal " gives "ram-lal".
 */
export function applicationKey(
  applicantName: string | null | undefined,
  phoneNumber: string | null | undefined,
): string | undefined {
  const name = applicantName?.trim().toLowerCase().replace(/\s+/g, '-');
  const phone = phoneNumber?.trim();
  if (!name || !phone) return undefined;
  return `${name}-${phone}`;
}
