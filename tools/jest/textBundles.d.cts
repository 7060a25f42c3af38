export function readTextBundle(language: string): Record<string, object>;
export function loadTextBundle(language: string): Promise<Record<string, object>>;
export function loadOptionNames(language: string): Promise<object>;
