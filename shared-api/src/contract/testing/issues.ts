import type { z } from 'zod';

/** The failing paths of a parse, as "a.b.0.c", each with its messages: for tests. */
export function issuesByPath(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    (byPath[path] ??= []).push(issue.message);
  }
  return byPath;
}
