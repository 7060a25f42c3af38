/**
 * Fields of the form are named by dotted paths, the same ones the contract's schemas and the server's 400
 * answers use: 'applicantName', 'bankAccount.ifscCode', 'landDetails.0.cropDetails.1.area'.
 */
export type FieldPath = string;

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

export function getIn(root: unknown, path: FieldPath): unknown {
  let value: unknown = root;
  for (const key of path.split('.')) {
    if (!isContainer(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Sets a value inside a draft (immer) or any mutable object whose containers on the path exist. */
export function setIn(root: unknown, path: FieldPath, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<unknown>(
    (node, key) => (isContainer(node) ? (node as Record<string, unknown>)[key] : undefined),
    root,
  );
  if (!isContainer(parent)) throw new Error(`The form has no field ${path}`);
  (parent as Record<string, unknown>)[last] = value;
}

/** The id of a field's control: errors are focused and announced through it. */
export function fieldId(path: FieldPath): string {
  return `kcc-${path.replace(/\./g, '-')}`;
}
