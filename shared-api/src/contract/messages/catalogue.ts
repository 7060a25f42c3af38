import { textOf, withValues } from '@kisan-credit/shared-api/contract/messages/textStore';
import type { Texts } from '@kisan-credit/shared-api/contract/messages/texts';

/**
 * Every text a user may see is a key into the per-language files of `shared-api/locales/<language>/
 * <namespace>.json` (docs/design.md#d8-i18n). The code holds keys, never words: a translator edits only the
 * files, and a page downloads only its reader's language.
 */
export const LANGUAGES = ['en', 'hi', 'mr', 'te', 'kn', 'ta', 'gu', 'pa', 'bn', 'or'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language a text falls back to: the spec's own wording. */
export const SOURCE_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** Every key path of one namespace's file: 'close', 'bankDetails.title', 'terms.0'. */
type KeyPaths<Node> = Node extends string
  ? never
  : {
      [Key in keyof Node & (string | number)]: Node[Key] extends string ? `${Key}` : `${Key}.${KeyPaths<Node[Key]>}`;
    }[keyof Node & (string | number)];

/** 'common:close': a namespace and a key path of the source language's files, checked by the compiler. */
export type MessageKey = {
  [Namespace in keyof Texts & string]: `${Namespace}:${KeyPaths<Texts[Namespace]>}`;
}[keyof Texts & string];

/**
 * A value put into a text's `{name}` placeholder: a number, a string, another message in the reader's language,
 * a label as it reads inside a sentence, or a name in a second language ('Wheat (गेहूँ)').
 */
export type MessageValue = string | number | Message | LabelInSentence | SecondLanguage;

/** A text: its key and the values of its placeholders. Plain data, so the server can send one to a browser. */
export interface Message {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

/** A field's label as it reads inside a sentence ('Please enter the applicant name'). */
export interface LabelInSentence {
  readonly inSentence: Message;
}

/** The language of a name's second form (the spec's 'Wheat (गेहूँ)'): Hindi for a reader of English, else English. */
export function secondLanguageOf(language: Language): Language {
  return language === 'en' ? 'hi' : 'en';
}

/** A name in a second language: Hindi for a reader of English, English for every other reader. */
export interface SecondLanguage {
  readonly inSecondLanguage: Message;
}

export function message(key: MessageKey, values?: Record<string, MessageValue>): Message {
  return values ? { key, values } : { key };
}

export function inSentence(label: Message): LabelInSentence {
  return { inSentence: label };
}

export function inSecondLanguage(name: Message): SecondLanguage {
  return { inSecondLanguage: name };
}

/** A string shown as it is, in every language (a branch's name, a value the server sent). */
export function verbatim(text: string): Message {
  return message('common:verbatim', { text });
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).key === 'string';
}

/** The text in `language`, its placeholders filled; the key itself when that language's texts lack it. */
export function translate(text: Message, language: Language): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) values[name] = valueIn(value, language);
  return withValues(textOf(text.key, language) ?? text.key, values);
}

function valueIn(value: MessageValue, language: Language): string | number {
  if (typeof value !== 'object') return value;
  if ('inSentence' in value) return labelInSentence(value.inSentence, language);
  if ('inSecondLanguage' in value) return translate(value.inSecondLanguage, secondLanguageOf(language));
  return translate(value, language);
}

/**
 * A namespace may give a label's in-sentence form under `inSentence.<key>` ('PIN code'); otherwise English
 * lower-cases its first letter unless the first word is an acronym ('IFSC code'), and other languages keep it.
 */
function labelInSentence(label: Message, language: Language): string {
  const [namespace, key] = label.key.split(':') as [string, string];
  const ownForm = textOf(`${namespace}:inSentence.${key}`, language);
  if (ownForm !== undefined) return ownForm;
  const text = translate(label, language);
  if (language !== 'en') return text;
  const [firstWord = ''] = text.split(' ');
  const isAcronym = firstWord.length > 1 && firstWord === firstWord.toUpperCase();
  return isAcronym ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * zod carries one string per issue: a schema's message is the message's id, and whoever shows the issue
 * (the form in the browser, the server's answer) turns it back into a text in its reader's language.
 */
const ID_PREFIX = 'msg:';

export function messageId(text: Message): string {
  return ID_PREFIX + JSON.stringify(text);
}

/** The message a zod issue's string names, or undefined for a string that is not a message id. */
export function messageFromId(id: string): Message | undefined {
  if (!id.startsWith(ID_PREFIX)) return undefined;
  try {
    const parsed: unknown = JSON.parse(id.slice(ID_PREFIX.length));
    return isMessage(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
