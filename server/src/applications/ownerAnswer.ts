import type { FieldCipher } from '../crypto/fieldCipher';
import { applicationAnswer, type OpenApplication } from './applicationView';

/**
 * The body of the owner's GET answer, kept sealed beside their application (applications.owner_answer) so
 * their most frequent call opens one value instead of rebuilding the answer from the row.
 *
 * Stored as `<format>|<sealed JSON>`. OWNER_ANSWER_FORMAT names the shape applicationAnswer gives the owner:
 * change that shape and bump it, and kept answers of the old shape are passed over (read the long way) until
 * their application is next written. ownerAnswer.test.ts fails on any change to the shape to remind you.
 */
export const OWNER_ANSWER_FORMAT = 1;

/** The answer kept for an owner's application, as read, and the version it belongs to. */
export interface KeptOwnerAnswer {
  version: number;
  /** The kept answer; null when none was kept yet. */
  ownerAnswer: string | null;
}

/** An answer body ready to send, and the version its ETag names. */
export interface AnswerBody {
  version: number;
  body: Buffer;
}

const context = (ownerUserId: string) => `${ownerUserId}:ownerAnswer`;

export function answerBody(answer: ReturnType<typeof applicationAnswer>): AnswerBody {
  return { version: answer.version, body: Buffer.from(JSON.stringify({ data: answer })) };
}

export function sealOwnerAnswer(application: OpenApplication, cipher: FieldCipher): string {
  const body = JSON.stringify({ data: applicationAnswer(application, 'user') });
  return `${OWNER_ANSWER_FORMAT}|${cipher.seal(body, context(application.userId))}`;
}

/** The kept answer's body; undefined when none of the current format is kept. */
export function openOwnerAnswer(
  keptAnswer: KeptOwnerAnswer,
  ownerUserId: string,
  cipher: FieldCipher,
): AnswerBody | undefined {
  const kept = keptAnswer.ownerAnswer;
  const formatEnd = kept?.indexOf('|') ?? -1;
  if (!kept || kept.slice(0, formatEnd) !== String(OWNER_ANSWER_FORMAT)) return undefined;
  return { version: keptAnswer.version, body: cipher.openBytes(kept.slice(formatEnd + 1), context(ownerUserId)) };
}
