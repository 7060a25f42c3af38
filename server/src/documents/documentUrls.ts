/** Where an uploaded file is fetched: the `url` the upload calls answer (docs/requirements.md#r7-calls). */
const URL_PREFIX = '/api/file/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function documentUrl(fileId: string): string {
  return `${URL_PREFIX}${fileId}`;
}

/** The file id a url names, or undefined when it is not one of ours. */
export function fileIdOfUrl(url: string): string | undefined {
  if (!url.startsWith(URL_PREFIX)) return undefined;
  const id = url.slice(URL_PREFIX.length);
  return UUID.test(id) ? id : undefined;
}

export interface DocumentReference {
  /** Where in the application, e.g. 'documents.pan' or 'guarantorDetails.0.aadharDoc.url'. */
  path: string;
  url: string;
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every document url an application names: its slots and its guarantors' Aadhaar and photo. */
export function documentReferences(data: Fields | undefined): DocumentReference[] {
  if (!data) return [];
  const references: DocumentReference[] = [];
  const add = (path: string, url: unknown) => {
    if (typeof url === 'string' && url !== '') references.push({ path, url });
  };
  if (isFields(data.documents)) {
    for (const [slot, url] of Object.entries(data.documents)) add(`documents.${slot}`, url);
  }
  if (Array.isArray(data.guarantorDetails)) {
    data.guarantorDetails.forEach((guarantor: unknown, index) => {
      if (!isFields(guarantor)) return;
      for (const document of ['aadharDoc', 'photoDoc'] as const) {
        const slot = guarantor[document];
        if (isFields(slot)) add(`guarantorDetails.${index}.${document}.url`, slot.url);
      }
    });
  }
  return references;
}
