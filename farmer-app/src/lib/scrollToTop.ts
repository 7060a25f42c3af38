/** The wizard scrolls to the top when it opens, changes step and after submission (docs/requirements.md#r2-wizard). */
export function scrollToTop(): void {
  if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0, behavior: 'auto' });
}
