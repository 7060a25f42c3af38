import type { z } from 'zod';
import { messageFromId, translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** A zod issue's message as a reader sees it: the contract's message worded in `language`, else zod's own. */
export function issueText(id: string, language: Language = 'en'): string {
  const message = messageFromId(id);
  return message ? translate(message, language) : id;
}

/** The failing paths of a parse, as "a.b.0.c", each with its messages in English: for tests. */
export function issuesByPath(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    (byPath[path] ??= []).push(issueText(issue.message));
  }
  return byPath;
}

/** Field errors (each a message's id, as the form holds them) in English, by field: for tests. */
export function inEnglish(errors: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, id]) => [field, issueText(id ?? '')]));
}
