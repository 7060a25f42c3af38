/** One failed check, as zod reports it (a path of keys) or as the server's error body carries it ("a.b.0"). */
export interface FieldIssue {
  path?: string | readonly PropertyKey[];
  message: string;
}

/**
 * The message a form shows under each failing field: the first one per field path ("a.b.0.c"), in the order
 * the checks ran. Issues without a path, and those whose path `shows` rejects, are left out.
 */
export function firstErrorPerField(
  issues: Iterable<FieldIssue>,
  shows: (path: string) => boolean = () => true,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : (issue.path ?? []).map(String).join('.');
    if (path !== '' && shows(path) && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}
