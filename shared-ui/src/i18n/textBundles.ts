/// <reference types="webpack/module" />
import type { Language } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** One language's texts, by namespace: the files of `shared-api/locales/<language>/`. */
export type TextBundle = Record<string, object>;

type LocaleFolder = ReturnType<ImportMeta['webpackContext']>;

// One chunk per language ('lazy-once'): a reader downloads their language's files in one request, and no other.
// webpack needs each folder and option written out literally.
const FOLDERS: Record<Language, () => LocaleFolder> = {
  en: () =>
    import.meta.webpackContext('../../../shared-api/locales/en', {
      regExp: /\.json$/,
      mode: 'lazy-once',
      chunkName: 'texts-en',
    }),
  hi: () =>
    import.meta.webpackContext('../../../shared-api/locales/hi', {
      regExp: /\.json$/,
      mode: 'lazy-once',
      chunkName: 'texts-hi',
    }),
  mr: () =>
    import.meta.webpackContext('../../../shared-api/locales/mr', {
      regExp: /\.json$/,
      mode: 'lazy-once',
      chunkName: 'texts-mr',
    }),
  te: () =>
    import.meta.webpackContext('../../../shared-api/locales/te', {
      regExp: /\.json$/,
      mode: 'lazy-once',
      chunkName: 'texts-te',
    }),
  kn: () =>
    import.meta.webpackContext('../../../shared-api/locales/kn', {
      regExp: /\.json$/,
      mode: 'lazy-once',
      chunkName: 'texts-kn',
    }),
  ta: () =>
    import.meta.webpackContext('../../../shared-api/locales/ta', {
      regExp: /\.json$/,
      mode: 'lazy-once',
      chunkName: 'texts-ta',
    }),
  gu: () =>
    import.meta.webpackContext('../../../shared-api/locales/gu', {
      regExp: /\.json$/,
      mode: 'lazy-once',
      chunkName: 'texts-gu',
    }),
  pa: () =>
    import.meta.webpackContext('../../../shared-api/locales/pa', {
      regExp: /\.json$/,
      mode: 'lazy-once',
      chunkName: 'texts-pa',
    }),
  bn: () =>
    import.meta.webpackContext('../../../shared-api/locales/bn', {
      regExp: /\.json$/,
      mode: 'lazy-once',
      chunkName: 'texts-bn',
    }),
  or: () =>
    import.meta.webpackContext('../../../shared-api/locales/or', {
      regExp: /\.json$/,
      mode: 'lazy-once',
      chunkName: 'texts-or',
    }),
};

/**
 * The option names (crops, seasons) of one language, alone: a small chunk per language, for the second name
 * the crop lists show beside the reader's ('Wheat (गेहूँ)').
 */
export async function loadOptionNames(language: Language): Promise<object> {
  const names: { default: object } = await import(
    /* webpackChunkName: "option-names-[request]" */ `../../../shared-api/locales/${language}/options.json`
  );
  return names.default;
}

export async function loadTextBundle(language: Language): Promise<TextBundle> {
  const folder = FOLDERS[language]();
  const files = folder.keys().filter((file) => file.startsWith('./'));
  const texts = await Promise.all(files.map((file) => folder(file) as Promise<object>));
  return Object.fromEntries(files.map((file, index) => [file.slice(2, -'.json'.length), texts[index]!]));
}
