import { message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { Message } from './catalogue';

/** What a farmer on a weak connection sees while a document is made small and sent (docs/requirements.md#r10-small-photos). */
export const UPLOAD_MESSAGES = {
  preparingPhoto: message('uploads:preparingPhoto'),
} as const satisfies Record<string, Message>;

/** 'Connection lost — retrying in 4 s… (37% sent is kept)' while a dropped chunk waits to be sent again. */
export function uploadRetrying(seconds: number, percent: number): Message {
  return message('uploads:retrying', { seconds, percent });
}

/** 'Resumed — continuing from 37%' once the server answers again and the upload goes on from its offset. */
export function uploadResumed(percent: number): Message {
  return message('uploads:resumed', { percent });
}
