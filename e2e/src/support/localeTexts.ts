import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@kisan-credit/shared-api/contract/messages/catalogue';

const LOCALES = path.resolve(__dirname, '..', '..', '..', 'shared-api', 'locales');

/** Every text of one language by its id ('common:close', 'application:wizardSteps.0.title'), read from the files. */
export function localeTexts(language: Language): ReadonlyMap<string, string> {
  const read = readTexts.get(language);
  if (read) return read;
  const texts = new Map<string, string>();
  const walk = (namespace: string, node: unknown, prefix: string) => {
    if (typeof node === 'string') texts.set(`${namespace}:${prefix}`, node);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(namespace, value, prefix ? `${prefix}.${key}` : key);
    }
  };
  const folder = path.join(LOCALES, language);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    walk(file.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(folder, file), 'utf8')), '');
  }
  readTexts.set(language, texts);
  return texts;
}
const readTexts = new Map<Language, ReadonlyMap<string, string>>();

const PLACEHOLDER = /\{\w+\}/g;
const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a visible text would look like if it were still English in a page of `language`: an English text of
 * at least two words, or an English text with placeholders whose own words (at least two) are all still there.
 * A text the language keeps as English ('KCC Loan', a name) is no leftover.
 */
export function englishLeftovers(language: Language): { exact: Map<string, string>; patterns: [RegExp, string][] } {
  const english = localeTexts('en');
  const own = localeTexts(language);
  const exact = new Map<string, string>();
  const patterns: [RegExp, string][] = [];
  for (const [id, text] of english) {
    if (own.get(id) === text) continue;
    const trimmed = text.trim();
    if (/\{\w+\}/.test(trimmed)) {
      const parts = trimmed.split(PLACEHOLDER);
      if (words(parts.join(' ')) < 2) continue;
      patterns.push([new RegExp(`^${parts.map((part) => escape(part.trim())).join('[\\s\\S]+?')}$`), id]);
    } else if (words(trimmed) >= 2) exact.set(trimmed, id);
  }
  // A text shared by two keys, one of which this language keeps as it is, is no leftover either.
  for (const [id, text] of english) if (own.get(id) === text) exact.delete(text.trim());
  return { exact, patterns };
}
