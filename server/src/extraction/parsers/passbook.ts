import { accountNumberOfLength, accountNumbers, unlabelledAccountNumber } from './accountNumber';
import { addressBlocks, unlabelledAddress } from './address';
import { ACCOUNT_NUMBER_LENGTH_BY_IFSC_CODE } from './bankCodes';
import { printedBankNames } from './bankName';
import { addFound, type Found, type FoundFields } from './found';
import { ifscCodes } from './ifsc';
import { labelledNames, whoseNameLabel } from './labelledName';
import { personName, withInitialsRead } from './personName';
import { relatedNames } from './relatedNames';
import { findRelation } from './relation';

const HOLDER_LABEL =
  /customer\s*na(?:me|rne)|(?:a\s?\/\s?c|account)\s*holder(?:'?s)?(?:\s*na(?:me|rne))?|name\s*of\s*(?:the\s*)?(?:account\s*)?holder|\bna(?:me|rne)\b|नाम/i;
const NOT_HOLDER_LABEL = /father|husband|nominee|joint|branch|bank|पिता|पति/i;
const RELATIVE_LABEL = new RegExp(`${whoseNameLabel('father|husband')}|(?:पिता|पति)\\s*का\\s*नाम`, 'i');
const FAMILY_LABEL = /nominee(?:'?s)?(?:\s*na(?:me|rne))?|joint\s*(?:a\/c\s*)?holder(?:'?s)?(?:\s*na(?:me|rne))?/i;
// "Sunita Devi (Wife)": the nominee's or joint holder's relation to the holder, printed beside the name.
const FAMILY_RELATION =
  /\b(?:wife|husband|spouse|son|daughter|father|mother|brother|sister)\b|पत्नी|पति|पुत्र|पुत्री|माता|पिता|भाई|बहन/i;
const CONFIDENCE = {
  holder: 0.85,
  relative: 0.8,
  family: 0.6,
  byPosition: 0.5,
  aboveRelation: 0.7,
  bankFromIfsc: 0.9,
  addressWithPin: 0.75,
  addressWithoutPin: 0.6,
  unlabelledAddress: 0.55,
  wrongLength: 0.2,
};
const HOLDER_MIN_WORDS = 2;

function found(names: readonly string[], confidence: number): Found[] {
  return names.map((value) => ({ value, confidence }));
}

// What a photo's OCR leaves of an S/O, D/O or W/O label that lost its slash: "Wo Rajesh Pal", "0 Bhagwan Das Yadav",
// "$0 Santosh Gautam" (the S read as $ or 5).
const SLASHLESS_RELATION = /^(?:[SDW5$]?[oO0])\s+(?=[A-Z])/;

/**
 * A line that is only a person's name, written as names are (each word capitalised); ": Jai Prakash" is one,
 * and so is a name after what is left of its relation label.
 */
function nameLine(line: string): string | undefined {
  const value = withInitialsRead(line.replace(/^[\s:;+~|-]+/, '').replace(SLASHLESS_RELATION, ''));
  return /^[A-Z][A-Za-z.']*(?: [A-Z][A-Za-z.']*)*$/.test(value) ? personName(value) : undefined;
}

/**
 * The holder's name on the line above one that starts with S/O, D/O or W/O: a holder's block printed as an
 * address label is ("RAMAVADH", "S/O SUNIL DUBEY", then the address), and a one-word name has no other sign.
 */
function holderAboveRelation(lines: readonly string[]): string | undefined {
  const relationLine = lines.findIndex((line) => findRelation(line)?.before.trim() === '');
  return relationLine > 0 ? nameLine(lines[relationLine - 1]!) : undefined;
}

/**
 * Two-column pages are often read a column at a time, the labels lost or apart from their values: the
 * holder's name is then the first line that is a full name, and the father's or husband's the line after it.
 */
function namesByPosition(lines: readonly string[], holder: string | undefined): { holder?: string; relative?: string } {
  const holderLine = holder
    ? lines.findIndex((line) => line.toLowerCase().includes(holder.toLowerCase()))
    : lines.findIndex((line) => (nameLine(line)?.split(' ').length ?? 0) >= HOLDER_MIN_WORDS);
  if (holderLine === -1) return {};
  const next = lines[holderLine + 1];
  return { holder: holder ?? nameLine(lines[holderLine]!), relative: next === undefined ? undefined : nameLine(next) };
}

/**
 * A mobile number or a date glued to a 1 where its colon was printed ("Mobile No. 19688773535", "Date of
 * Opening 1 04/11/2013"): OCR read this page's colons as 1.
 */
/** The end of the account number's label as read: its colon, or the colon read as a 1 of its own ("No 1 1281…"). */
const LABEL_END = /:|(?:^|\s)1\s+[0-9]/;
const COLON_READ_AS_ONE = /\bmob(?:ile)?\b[^0-9:]*\b1\s?[6-9][0-9]{9}\b|\bdate\b[^0-9:]*\b1\s+[0-3]?[0-9][/.-]/i;

/**
 * The colon of the account number's label read as a 1 and glued to it ("खाता सं. : 41198109674" read as
 * "4. 141198109674"): told by the number being one digit longer than every number its bank issues, or, for
 * a bank whose length we do not know, by a line without its colon on a page whose other colons were read as 1.
 */
function withoutGluedColon(account: Found, bankCode: string | undefined, lines: readonly string[]): Found {
  if (!account.value.startsWith('1')) return account;
  const length = bankCode === undefined ? undefined : ACCOUNT_NUMBER_LENGTH_BY_IFSC_CODE[bankCode];
  const accountLine = lines.find((line) => line.replace(/\D/g, '').includes(account.value));
  const glued =
    length === undefined
      ? accountLine !== undefined && !LABEL_END.test(accountLine) && lines.some((line) => COLON_READ_AS_ONE.test(line))
      : account.value.length === length + 1;
  return glued ? { ...account, value: account.value.slice(1) } : account;
}

/**
 * An account number of a length its bank never issues is a misread: the same number read again with the
 * bank's length elsewhere on the page is offered first.
 */
function withBankLength(account: Found, bankCode: string | undefined, lines: readonly string[]): Found[] {
  const length = bankCode === undefined ? undefined : ACCOUNT_NUMBER_LENGTH_BY_IFSC_CODE[bankCode];
  if (length === undefined || account.value.length === length) return [account];
  const reread = accountNumberOfLength(lines, account.value, length);
  return reread
    ? [
        { value: reread.digits, confidence: account.confidence },
        { ...account, confidence: account.confidence - CONFIDENCE.wrongLength },
      ]
    : [account];
}

/** A nominee or joint holder is family only when the page says how they are related to the holder. */
function nomineesWithRole(lines: readonly string[]): Found[] {
  return labelledNames(lines, FAMILY_LABEL).map((value) => {
    const line = lines.find(
      (candidate) => candidate.includes(value) || candidate.toLowerCase().includes(value.toLowerCase()),
    );
    return {
      value,
      confidence: CONFIDENCE.family,
      role: line !== undefined && FAMILY_RELATION.test(line) ? 'family' : 'nominee',
    };
  });
}

/** Bank passbook front page (or a cancelled cheque / bank letter with the same labels). */
export function parsePassbook(lines: readonly string[]): FoundFields {
  const fields: FoundFields = {};
  const ifsc = ifscCodes(lines);
  const bankCode = ifsc.find((code) => code.bankName)?.value.slice(0, 4);
  const accounts = accountNumbers(lines);
  const unlabelledAccount = accounts.length === 0 ? unlabelledAccountNumber(lines) : undefined;
  const readAccounts = unlabelledAccount ? [unlabelledAccount] : accounts;
  addFound(
    fields,
    'bankAccountNumbers',
    readAccounts.flatMap((account) => withBankLength(withoutGluedColon(account, bankCode, lines), bankCode, lines)),
  );
  addFound(
    fields,
    'ifscCodes',
    ifsc.map(({ value, confidence }) => ({ value, confidence })),
  );
  const banksFromIfsc = ifsc.flatMap((code) =>
    code.bankName ? [{ value: code.bankName, confidence: CONFIDENCE.bankFromIfsc }] : [],
  );
  addFound(fields, 'bankNames', [...banksFromIfsc, ...printedBankNames(lines)]);
  const related = relatedNames(lines);
  const above = holderAboveRelation(lines);
  const holders = [
    ...found(labelledNames(lines, HOLDER_LABEL, NOT_HOLDER_LABEL), CONFIDENCE.holder),
    ...related.holderNames,
    ...found(above ? [above] : [], CONFIDENCE.aboveRelation),
  ];
  const relatives = [...found(labelledNames(lines, RELATIVE_LABEL), CONFIDENCE.relative), ...related.fatherNames];
  const byPosition = holders.length > 0 && relatives.length > 0 ? {} : namesByPosition(lines, holders[0]?.value);
  addFound(
    fields,
    'applicantNames',
    holders.length > 0 ? holders : found(byPosition.holder ? [byPosition.holder] : [], CONFIDENCE.byPosition),
  );
  addFound(
    fields,
    'fatherNames',
    relatives.length > 0 ? relatives : found(byPosition.relative ? [byPosition.relative] : [], CONFIDENCE.byPosition),
  );
  addFound(fields, 'familyMemberNames', nomineesWithRole(lines));
  const blocks = addressBlocks(lines);
  const unlabelled = blocks.some((block) => block.role === undefined) ? undefined : unlabelledAddress(lines);
  addFound(
    fields,
    'addresses',
    blocks.map((block) => ({
      value: block.address,
      confidence: block.hasPin ? CONFIDENCE.addressWithPin : CONFIDENCE.addressWithoutPin,
      ...(block.role ? { role: block.role } : {}),
    })),
  );
  if (unlabelled) {
    addFound(fields, 'addresses', [{ value: unlabelled.address, confidence: CONFIDENCE.unlabelledAddress }]);
  }
  return fields;
}
