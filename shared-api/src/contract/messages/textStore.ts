/**
 * The texts held (by language and namespace, as the files of `shared-api/locales/` read) and the language shown
 * now. The browser has one store per page: every app imports this module as a shared singleton
 * (tools/webpack/sharedModules.cjs), so a switch in the shell reaches every role app. The server holds every
 * language in its own.
 *
 * Written here rather than taken from an i18n library: the texts need a look-up by 'namespace:key.path' and
 * `{name}` placeholders, nothing more, and i18next cost every page 15 kB gzip (docs/benchmarks.md, B3).
 */

type TextTree = { readonly [key: string]: string | TextTree };
type Change = 'language' | 'texts';

const texts = new Map<string, Map<string, TextTree>>();
const listeners = new Set<(change: Change) => void>();
/** Undefined until the page's first app sets it. */
let language: string | undefined;

function tell(change: Change): void {
  for (const listener of [...listeners]) listener(change);
}

/** `incoming` added under `held`: a text already held stays (the first app to add a key decides). */
function merged(held: TextTree, incoming: TextTree): TextTree {
  const result: Record<string, string | TextTree> = { ...incoming };
  for (const [key, value] of Object.entries(held)) {
    const added = incoming[key];
    result[key] = typeof value === 'object' && typeof added === 'object' ? merged(value, added) : value;
  }
  return result;
}

/** Adds one namespace's texts of one language. */
export function addTexts(textLanguage: string, namespace: string, tree: object): void {
  const namespaces = texts.get(textLanguage) ?? new Map<string, TextTree>();
  texts.set(textLanguage, namespaces);
  const held = namespaces.get(namespace);
  namespaces.set(namespace, held ? merged(held, tree as TextTree) : (tree as TextTree));
  tell('texts');
}

export function hasTexts(textLanguage: string, namespace: string): boolean {
  return texts.get(textLanguage)?.has(namespace) ?? false;
}

/** The text of 'namespace:key.path' in `textLanguage`, or undefined when it holds none. */
export function textOf(key: string, textLanguage: string): string | undefined {
  const separator = key.indexOf(':');
  let node: string | TextTree | undefined = texts.get(textLanguage)?.get(key.slice(0, separator));
  for (const part of key.slice(separator + 1).split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** `text` with each `{name}` replaced by its value; a placeholder without a value stays as it is. */
export function withValues(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : placeholder,
  );
}

/** The language the page shows, once set. */
export function shownLanguage(): string | undefined {
  return language;
}

export function showLanguage(next: string): void {
  if (next === language) return;
  language = next;
  tell('language');
}

/** Calls `listener` after every switch of language and whenever texts are added; returns the unsubscribe. */
export function onTextsChange(listener: (change: Change) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
