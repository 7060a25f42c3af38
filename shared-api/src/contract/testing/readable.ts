import { isMessage, translate } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** `value` with every message in it replaced by its English and Hindi texts, so a test states what a reader sees. */
export function readable(value: unknown): unknown {
  if (isMessage(value)) return { en: translate(value, 'en'), hi: translate(value, 'hi') };
  if (Array.isArray(value)) return value.map(readable);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, readable(inner)]));
  }
  return value;
}
