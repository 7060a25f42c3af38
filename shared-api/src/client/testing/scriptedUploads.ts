import type { CreateUploadSession } from '@kisan-credit/shared-api/contract/resumableUpload';
import type { ScriptedAnswer, ScriptedApiServer } from './scriptedApiServer';

/** One upload as the scripted server received it: the session's request and every byte of its chunks. */
export interface ScriptedUpload extends CreateUploadSession {
  bytes: Buffer;
  authorization: string | undefined;
}

/**
 * Scripts the resumable upload calls (docs/design.md#resumable-uploads) on a scripted server: each POST opens a
 * session, chunks are kept at the offset held, and the one that completes the file answers what `finish`
 * says: `{url}` for a stored document, or a refusal. Answers the uploads received so far.
 */
export function answerUploadSessions(
  server: ScriptedApiServer,
  finish: (upload: ScriptedUpload) => { url: string } | ScriptedAnswer,
  /** Whether the n-th chunk sent (from 1, over all sessions) has its connection cut before it arrives. */
  drop: (chunkNumber: number) => boolean = () => false,
): ScriptedUpload[] {
  const uploads: ScriptedUpload[] = [];
  let chunks = 0;
  server.answer('POST /api/file/upload-sessions', (request) => {
    const id = `session-${uploads.length + 1}`;
    const upload: ScriptedUpload = {
      ...(request.json() as CreateUploadSession),
      bytes: Buffer.alloc(0),
      authorization: request.headers.authorization,
    };
    uploads.push(upload);
    const session = () => ({ id, offset: upload.bytes.length, size: upload.size, expiresAt: '2099-01-01T00:00:00Z' });
    server.answer(`GET /api/file/upload-sessions/${id}`, () => ({ body: session() }));
    server.answer(`PATCH /api/file/upload-sessions/${id}`, (chunk) => {
      chunks += 1;
      if (drop(chunks)) return { drop: true };
      if (Number(chunk.query.get('offset')) !== upload.bytes.length) {
        return { status: 409, body: { error: 'Out of step', code: 'uploadOffsetMismatch' } };
      }
      upload.bytes = Buffer.concat([upload.bytes, chunk.body]);
      if (upload.bytes.length < upload.size) return { body: session() };
      const answer = finish(upload);
      return 'url' in answer ? { body: { ...session(), url: answer.url } } : answer;
    });
    return { status: 201, body: session() };
  });
  return uploads;
}
