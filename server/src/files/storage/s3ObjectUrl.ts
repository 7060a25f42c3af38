export interface S3Location {
  /** e.g. https://s3.ap-south-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  /** Bucket in the path (MinIO, most self-hosted stores) instead of in the host name (AWS's default). */
  forcePathStyle?: boolean;
}

/** The URL of one object; the key must already be valid (storageKey.ts), so it needs no encoding. */
export function s3ObjectUrl({ endpoint, bucket, forcePathStyle = false }: S3Location, key: string): string {
  const url = new URL(endpoint);
  const basePath = url.pathname.replace(/\/+$/, '');
  if (forcePathStyle) {
    url.pathname = `${basePath}/${bucket}/${key}`;
  } else {
    url.hostname = `${bucket}.${url.hostname}`;
    url.pathname = `${basePath}/${key}`;
  }
  return url.toString();
}
