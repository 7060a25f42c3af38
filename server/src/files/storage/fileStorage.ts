/** Where uploaded documents are kept: a flat namespace of opaque keys (see storageKey.ts) to bytes. */
export interface FileStorage {
  put(key: string, body: Buffer): Promise<void>;
  /** undefined when there is no such object */
  get(key: string): Promise<Buffer | undefined>;
  /** No error when the object is absent. */
  delete(key: string): Promise<void>;
}
