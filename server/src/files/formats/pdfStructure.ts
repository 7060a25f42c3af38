const EOF_MARKER = Buffer.from('%%EOF');
const STARTXREF = Buffer.from('startxref');
// Writers may add a little after the last %%EOF (newlines, padding); a file cut short has none at all.
const EOF_SEARCH_BYTES = 1024;
const STARTXREF_TRAILER = /^startxref\s+(\d+)\s*$/;

/**
 * Whether a file that starts like a PDF also ends like a complete one: the last `%%EOF` near the end, just
 * after `startxref` and the offset of a cross-reference section inside the file. Catches truncated uploads.
 */
export function hasCompletePdfTrailer(bytes: Buffer): boolean {
  const eofAt = bytes.lastIndexOf(EOF_MARKER);
  if (eofAt < 0 || eofAt < bytes.length - EOF_SEARCH_BYTES) return false;
  const startxrefAt = bytes.lastIndexOf(STARTXREF, eofAt);
  if (startxrefAt < 0) return false;
  const trailer = STARTXREF_TRAILER.exec(bytes.subarray(startxrefAt, eofAt).toString('latin1'));
  return trailer !== null && Number(trailer[1]) < startxrefAt;
}
