/**
 * jsdom has no matchMedia, so widgets see a small screen. This stands in for the browser's at a given
 * window width (only `min-width` queries, which is all the theme's `media.up` and useScreenAtLeast write).
 */
export function setScreenWidth(width: number): () => void {
  const original = globalThis.matchMedia;
  globalThis.matchMedia = ((query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: minWidth ? width >= Number(minWidth[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof globalThis.matchMedia;
  return () => {
    globalThis.matchMedia = original;
  };
}
