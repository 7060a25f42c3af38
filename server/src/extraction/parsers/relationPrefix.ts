/**
 * S/O, D/O, W/O, C/O in their OCR spellings (S/0, S/Q, 5/O, S\O, S|O, S.O., an S read as $ or <, or as S$, and
 * the slash read as 7 before the colon that follows it: "S70:"), or spelled out ("son of"). Group 1 is what
 * precedes the prefix; groups 2 to 4 say which relation it is.
 */
export const RELATION_PREFIX =
  /(^|[\s,;(:])(?:([SDWC5$<])\$?\s?(?:[/\\|]|7(?=[O0o]:))\s?[O0oQ]|([SDWC])\.\s?[O0o]\.|(son|daughter|wife|care)\s+of)(?![A-Za-z])[\s:;.,-]*/i;
