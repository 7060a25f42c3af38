import { s3ObjectUrl } from './s3ObjectUrl';

describe('the URL of an S3 object', () => {
  it('puts the bucket in the host name by default, as AWS expects', () => {
    expect(s3ObjectUrl({ endpoint: 'https://s3.ap-south-1.amazonaws.com', bucket: 'kcc-docs' }, 'doc-1')).toBe(
      'https://kcc-docs.s3.ap-south-1.amazonaws.com/doc-1',
    );
  });

  it('puts the bucket in the path when asked, keeping the port and any base path', () => {
    expect(s3ObjectUrl({ endpoint: 'http://127.0.0.1:9000', bucket: 'kcc-docs', forcePathStyle: true }, 'doc-1')).toBe(
      'http://127.0.0.1:9000/kcc-docs/doc-1',
    );
    expect(s3ObjectUrl({ endpoint: 'https://store.example/s3/', bucket: 'b', forcePathStyle: true }, 'k')).toBe(
      'https://store.example/s3/b/k',
    );
  });
});
