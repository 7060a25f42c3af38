/**
 * Resolves in a later task: work split at these points runs as several short tasks, between which a slow
 * phone's browser can paint and answer a tap, instead of one long one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
