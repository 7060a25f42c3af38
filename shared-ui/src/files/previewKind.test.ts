import { previewKindOf } from './previewKind';

describe('previewKindOf', () => {
  it('trusts the type the server sent', () => {
    expect(previewKindOf({ contentType: 'application/pdf', fileName: 'x.png' })).toBe('pdf');
    expect(previewKindOf({ contentType: 'image/jpeg; charset=binary' })).toBe('image');
    expect(previewKindOf({ contentType: 'image/webp' })).toBe('image');
    expect(previewKindOf({ contentType: 'image/svg+xml', fileName: 'x.png' })).toBe('other');
    expect(previewKindOf({ contentType: 'text/plain' })).toBe('other');
  });

  it('falls back to the file name’s extension when the type says nothing', () => {
    expect(previewKindOf({ contentType: '', fileName: 'khasra.PDF' })).toBe('pdf');
    expect(previewKindOf({ contentType: 'application/octet-stream', fileName: 'photo.jpeg' })).toBe('image');
    for (const extension of ['jpg', 'png', 'gif', 'bmp', 'webp']) {
      expect(previewKindOf({ fileName: `scan.${extension}` })).toBe('image');
    }
    expect(previewKindOf({ fileName: 'notes.docx' })).toBe('other');
    expect(previewKindOf({})).toBe('other');
  });
});
