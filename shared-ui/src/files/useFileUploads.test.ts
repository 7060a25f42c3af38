import { File as NodeFile } from 'node:buffer';
import { fileProblem, uploadedUrl } from './useFileUploads';

const MB_10 = 10 * 1024 * 1024;
const file = (name: string, bytes = 10) => new NodeFile([new Uint8Array(bytes)], name) as unknown as File;

describe('fileProblem', () => {
  it('accepts the slot’s types, whatever the case of the name', () => {
    expect(fileProblem(file('khasra.PDF'), ['.pdf', '.jpg'], MB_10)).toBeUndefined();
  });

  it('names the types a slot takes', () => {
    expect(fileProblem(file('notes.docx'), ['.pdf', '.jpg'], MB_10)).toBe(
      'This type of file cannot be uploaded here. Please choose one of: .pdf, .jpg',
    );
    expect(fileProblem(file('notes.docx'), ['.pdf'], MB_10, 'hi')).toMatch(/^इस प्रकार की फ़ाइल/);
  });

  it("refuses files over the server's limit, named in megabytes", () => {
    expect(fileProblem(file('scan.pdf', MB_10 + 1), ['.pdf'], MB_10)).toBe(
      'This file is larger than 10 MB. Please choose a smaller file or a photo of lower size.',
    );
    expect(fileProblem(file('scan.pdf', MB_10 + 1), ['.pdf'], 20 * 1024 * 1024)).toBeUndefined();
    expect(fileProblem(file('scan.pdf', 3 * 1024 * 1024), ['.pdf'], 2.5 * 1024 * 1024)).toMatch(/larger than 2.5 MB/);
  });

  it('leaves the size to the server while its limit is not known', () => {
    expect(fileProblem(file('scan.pdf', 50 * 1024 * 1024), ['.pdf'], undefined)).toBeUndefined();
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
