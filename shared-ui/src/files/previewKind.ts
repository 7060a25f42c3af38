import { PREVIEWABLE_IMAGE_EXTENSIONS } from '@kisan-credit/shared-api/contract/messages/common';

export type PreviewKind = 'pdf' | 'image' | 'other';

const IMAGE_TYPES = new Set(
  PREVIEWABLE_IMAGE_EXTENSIONS.map((extension) => `image/${extension === 'jpg' ? 'jpeg' : extension}`),
);

function extensionOf(name: string | undefined): string {
  const match = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(name ?? '');
  return match ? match[1]!.toLowerCase() : '';
}

/**
 * How the preview dialog shows a file (docs/requirements.md#r2-preview-dialog): PDFs in a frame, jpg/jpeg/png/gif/bmp/webp as an image,
 * anything else not at all. The type the server sent decides; the file name is the fallback.
 */
export function previewKindOf({ contentType, fileName }: { contentType?: string; fileName?: string }): PreviewKind {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (IMAGE_TYPES.has(type)) return 'image';
  if (type !== '' && type !== 'application/octet-stream') return 'other';
  const extension = extensionOf(fileName);
  if (extension === 'pdf') return 'pdf';
  if ((PREVIEWABLE_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  return 'other';
}
