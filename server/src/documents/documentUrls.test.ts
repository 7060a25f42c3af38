import { documentReferences, documentUrl, fileIdOfUrl } from './documentUrls';

const id = '0b6f3c1e-8a41-4c55-9d2e-6f1f8a2b7c90';

describe('document urls', () => {
  it('names a file by its id and reads the id back', () => {
    expect(fileIdOfUrl(documentUrl(id))).toBe(id);
  });

  it('does not take urls that are not our files', () => {
    expect(fileIdOfUrl('/api/file/aadharCopy')).toBeUndefined();
    expect(fileIdOfUrl(`https://elsewhere.example/api/file/${id}`)).toBeUndefined();
    expect(fileIdOfUrl(`/api/file/${id}/../../etc`)).toBeUndefined();
  });

  it('finds every document an application names, slots and guarantors', () => {
    const data = {
      documents: { aadharCopy: documentUrl(id), pan: '' },
      guarantorDetails: [
        { aadharDoc: { url: '/api/file/x', uploaded: true }, photoDoc: { url: '' } },
        'not a guarantor',
      ],
    };
    expect(documentReferences(data)).toEqual([
      { path: 'documents.aadharCopy', url: documentUrl(id) },
      { path: 'guarantorDetails.0.aadharDoc.url', url: '/api/file/x' },
    ]);
  });
});
