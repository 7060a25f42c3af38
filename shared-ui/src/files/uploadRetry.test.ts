import { isRetryableUploadFailure } from './uploadRetry';

describe('isRetryableUploadFailure', () => {
  it('tries again when the network dropped or the server was busy or down', () => {
    expect(
      isRetryableUploadFailure({ status: 'FETCH_ERROR', error: 'The network failed while sending the file' }),
    ).toBe(true);
    expect(isRetryableUploadFailure({ status: 503, data: undefined })).toBe(true);
    expect(isRetryableUploadFailure({ status: 429, data: {} })).toBe(true);
  });

  it('does not send again what the server refused, nor a cancelled upload', () => {
    expect(isRetryableUploadFailure({ status: 413, data: {} })).toBe(false);
    expect(isRetryableUploadFailure({ status: 403, data: {} })).toBe(false);
    expect(isRetryableUploadFailure(new DOMException('The upload was cancelled', 'AbortError'))).toBe(false);
  });
});
