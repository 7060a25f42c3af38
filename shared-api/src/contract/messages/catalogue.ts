/** A text a user may see, in English (the spec's exact words) and Hindi. */
export interface Message {
  en: string;
  hi: string;
}

export type Language = 'en' | 'hi';

export function translate(message: Message, language: Language): string {
  return message[language];
}
