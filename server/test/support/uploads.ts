import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createCanvas } from '@napi-rs/canvas';
import type { Account } from './accounts';
import { bearer } from './signIn';

export interface UploadedPart {
  bytes: Buffer;
  fileName: string;
  contentType?: string;
  /** The multipart field; the API reads `document`. */
  field?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipartBody({
  bytes,
  fileName,
  contentType = 'application/octet-stream',
  field = 'document',
}: UploadedPart) {
  const boundary = `----kisan${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadDocument(
  app: FastifyInstance,
  as: Account | null,
  docType: string | null,
  part: UploadedPart,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(part);
  const url = docType === null ? '/api/loan/upload' : `/api/file/upload?doctype=${encodeURIComponent(docType)}`;
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(as ? bearer(as.token) : {}) } });
}

/** Uploads and answers the url; throws unless the upload was taken. */
export async function uploadedUrl(
  app: FastifyInstance,
  as: Account,
  docType: string | null,
  bytes: Buffer,
  fileName = 'document.pdf',
) {
  const response = await uploadDocument(app, as, docType, { bytes, fileName });
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  return response.json().url as string;
}

export function download(app: FastifyInstance, as: Account | null, url: string) {
  return app.inject({ method: 'GET', url, headers: as ? bearer(as.token) : {} });
}

/**
 * A PDF of exactly `bytes` bytes (more than `textPdf` makes): that one, padded with comment lines and ended
 * again as an incremental update would, so the structure checks pass. For uploads of several chunks.
 */
export function paddedPdf(line: string, bytes: number): Buffer {
  const pdf = textPdf(line);
  const end = Buffer.from('\nstartxref\n9\n%%EOF\n');
  const filler = Buffer.alloc(Math.max(0, bytes - pdf.length - end.length), 0x25);
  for (let i = 0; i < filler.length; i += 81) filler[i] = 0x0a;
  return Buffer.concat([pdf, filler, end]);
}

/** A small, well-formed PDF with one line of text in its text layer. */
export function textPdf(line: string): Buffer {
  const stream = `BT /F1 18 Tf 50 750 Td (${line.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A real image with some text on it. */
export async function pictureOf(text: string, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const canvas = createCanvas(400, 120);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 400, 120);
  context.fillStyle = '#000';
  context.font = '28px sans-serif';
  context.fillText(text, 20, 70);
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 80);
}
