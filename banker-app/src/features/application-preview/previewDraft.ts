import { mayRemoveRow } from '@kisan-credit/shared-api/contract/application/removalRules';
/** A place in the application: field names and list indexes, e.g. ['landDetails', 0, 'cropDetails', 1, 'area']. */
export type DraftPath = readonly (string | number)[];
type Container = Record<string | number, unknown> | unknown[];

function copyOf(value: unknown, nextKey: string | number): Container {
  if (Array.isArray(value)) return [...(value as unknown[])];
  if (value !== null && typeof value === 'object') return { ...(value as Record<string, unknown>) };
  return typeof nextKey === 'number' ? [] : {};
}

/** The value at `path`, or undefined. */
export function valueAt(root: unknown, path: DraftPath): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A copy of `root` with `value` at `path`; only the containers on the way are copied. */
export function withValueAt<T>(root: T, path: DraftPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = copyOf(root, key) as Record<string | number, unknown>;
  copy[key] = withValueAt(copy[key], rest, value);
  return copy as T;
}

/** A copy of `root` with `item` appended to the list at `path`. */
export function withItemAdded<T>(root: T, path: DraftPath, item: unknown): T {
  const list = valueAt(root, path);
  return withValueAt(root, path, [...(Array.isArray(list) ? list : []), item]);
}

/**
 * A copy of `root` without row `index` of the list at `path`. The first row of a list stays (docs/requirements.md#r5-removal-rules: the
 * first crop, land record, family member and guarantor cannot be removed).
 */
export function withItemRemoved<T>(root: T, path: DraftPath, index: number): T {
  const list = valueAt(root, path);
  if (!Array.isArray(list) || !mayRemoveRow(index)) return root;
  return withValueAt(
    root,
    path,
    list.filter((_item, position) => position !== index),
  );
}

/** A number input's text as the application keeps it: '' when blank, else the number. */
export function numberFromInput(text: string): number | '' {
  if (text.trim() === '') return '';
  const number = Number(text);
  return Number.isFinite(number) ? number : '';
}
