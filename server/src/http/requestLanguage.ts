import type { FastifyRequest } from 'fastify';
import { isLanguage, SOURCE_LANGUAGE, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';

/**
 * The language the page that made the request shows: the first shipped language of its Accept-Language (the
 * apps send the reader's); undefined when it names none.
 */
export function pageLanguageOf(request: FastifyRequest): Language | undefined {
  const header = request.headers['accept-language'];
  for (const part of (typeof header === 'string' ? header : '').split(',')) {
    const language = part.trim().split(/[-;]/)[0]?.toLowerCase();
    if (isLanguage(language)) return language;
  }
  return undefined;
}

/** The language an answer's texts are worded in: the page's, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  return pageLanguageOf(request) ?? SOURCE_LANGUAGE;
}
