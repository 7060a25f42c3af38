/** What the store hands every request (the thunk extra argument): where the API lives. */
export interface ApiEnvironment {
  /** Absolute, e.g. `https://kcc.example.in/api`. */
  apiBaseUrl: string;
}

/** The API sits under /api on the page's own origin; absolute, so remotes loaded from elsewhere agree. */
export function defaultApiBaseUrl(): string {
  return `${globalThis.location.origin}/api`;
}
