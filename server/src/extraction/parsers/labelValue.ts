/**
 * Bilingual forms print the Hindi label after the English one ("Name / नाम : …", "Address / पता : …").
 * English OCR turns the Hindi half into a short junk token or two ("Name / 9 : …", "Account No. / @rdT 4. : …");
 * when the value sits in a column of its own the half ends the line ("Address / gdr1").
 */
const SECOND_LANGUAGE_LABEL = /^\s*[/|]\s*(?:[^\s:;]{1,8}\s*){0,2}?(?:[:;]|$)/;
/**
 * A photo's OCR may also lose the ':' after the Hindi half ("Name / Tm Kamlesh Pal", "Address / wn Village …"):
 * a token of one to three characters with no vowel, or with no capital ("Address / 5a Village …"), before a
 * capitalised value, is that half, not part of the value: printed names and places start with a capital
 * ("Md" and "Sk", short for Mohammed and Sheikh, are the vowelless name parts kept).
 */
const SECOND_LANGUAGE_JUNK =
  /^\s*[/|]\s*(?!(?:Md|Sk)\s)(?:(?:(?![AEIOUaeiou])[^\s:;/|]){1,3}|[^\sA-Z:;/|]{1,3})\s+(?=[A-Z])/;

/** The text after a label, without the label's second-language half when it has one. */
export function valueAfterLabel(rest: string): string {
  return rest.replace(SECOND_LANGUAGE_LABEL, '').replace(SECOND_LANGUAGE_JUNK, '').trim();
}
