// One alphabet for every backend: safe as a file name and as an S3 key without encoding, and with no '.' or
// '/' there is no path to traverse.
const STORAGE_KEY = /^[A-Za-z0-9_-]{1,200}$/;

export function assertValidStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) {
    throw new Error('A storage key is 1 to 200 characters of A-Z, a-z, 0-9, "_" and "-"');
  }
}
