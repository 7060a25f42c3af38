import { File as NodeFile } from 'node:buffer';
import { fileProblem, uploadedUrl } from './useFileUploads';

const file = (name: string, bytes = 10) => new NodeFile([new Uint8Array(bytes)], name) as unknown as File;

describe('fileProblem', () => {
  it('accepts the slot’s types, whatever the case of the name', () => {
    expect(fileProblem(file('khasra.PDF'), ['.pdf', '.jpg'])).toBeUndefined();
  });

  it('names the types a slot takes', () => {
    expect(fileProblem(file('notes.docx'), ['.pdf', '.jpg'])).toBe(
      'This type of file cannot be uploaded here. Please choose one of: .pdf, .jpg',
    );
    expect(fileProblem(file('notes.docx'), ['.pdf'], 'hi')).toMatch(/^इस प्रकार की फ़ाइल/);
  });

  it('refuses files over 10 MB', () => {
    expect(fileProblem(file('scan.pdf', 10 * 1024 * 1024 + 1), ['.pdf'])).toMatch(/larger than 10 MB/);
  });
});

describe('uploadedUrl', () => {
  it('reads the url of the upload answer, bare or inside data', () => {
    expect(uploadedUrl({ url: '/api/file/a' })).toBe('/api/file/a');
    expect(uploadedUrl({ data: { url: '/api/file/b' } })).toBe('/api/file/b');
    expect(uploadedUrl({ url: '' })).toBeUndefined();
    expect(uploadedUrl(undefined)).toBeUndefined();
  });
});
