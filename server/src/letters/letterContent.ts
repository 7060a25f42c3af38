import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { amountInWords } from '@kisan-credit/shared-api/contract/calculations/amountInWords';
import { areaInAcres } from '@kisan-credit/shared-api/contract/calculations/area';
import { totalAssets } from '@kisan-credit/shared-api/contract/calculations/assets';
import { totalAnnualIncome } from '@kisan-credit/shared-api/contract/calculations/income';
import { totalLiabilities } from '@kisan-credit/shared-api/contract/calculations/liabilities';
import { roundTo } from '@kisan-credit/shared-api/contract/calculations/numbers';
import { formatInr } from '@kisan-credit/shared-api/contract/format/currency';
import { formatShortDate } from '@kisan-credit/shared-api/contract/format/date';
import { formatIndianNumber } from '@kisan-credit/shared-api/contract/format/number';
import { translate, type Language, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { FIELD_LABELS } from '@kisan-credit/shared-api/contract/messages/fields';
import { fillLetterText, LETTER_MESSAGES as T } from '@kisan-credit/shared-api/contract/messages/letters';
import { LEGAL_VERDICT_LABELS } from '@kisan-credit/shared-api/contract/messages/workflow';
import { ALL_CROPS, MONTHS, optionLabel, SEASONS } from '@kisan-credit/shared-api/contract/options';
import { statusLabel } from '@kisan-credit/shared-api/contract/status';
import type { LetterBlock } from './letterPdf';

type Fields = Record<string, unknown>;
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function say(language: Language) {
  return (message: Message, values: Record<string, string> = {}) =>
    fillLetterText(translate(message, language), values);
}

/** An option's label in the language, or the stored value when it is not one of the list's. */
function optionText(list: Parameters<typeof optionLabel>[0], value: unknown, language: Language): string {
  const label = optionLabel(list, textOf(value));
  return label ? translate(label, language) : textOf(value);
}

function branchLine(bank: Fields): string {
  const code = textOf(bank.branchCode);
  const name = [textOf(bank.branchName), code && `(${code})`].filter(Boolean).join(' ');
  return [name, textOf(bank.taluka), textOf(bank.district)].filter(Boolean).join(', ');
}

/** The interest rate: MCLR plus spread, two decimals. */
function rateOfInterest(bank: Fields, language: Language): string {
  const mclr = Number(bank.rateOf1YearMCLR ?? 0);
  const spread = Number(bank.spreadInterestRate ?? 0);
  if (!(mclr > 0 || spread > 0)) return say(language)(T.notRecorded);
  const fixed = (value: number) => roundTo(value, 2).toFixed(2);
  return say(language)(T.rateValue, { rate: fixed(mclr + spread), mclr: fixed(mclr), spread: fixed(spread) });
}

/** One language's page of the sanction letter. */
function sanctionPage(application: KccApplication, language: Language, issuedOn: Date): LetterBlock[] {
  const t = say(language);
  const bank = (application.bankDetails ?? {}) as Fields;
  const amount = bank.loanAmountSanctioned;
  const orBlank = (value: string) => (value === '' || value === 'N/A' ? t(T.notRecorded) : value);
  const sanctionDate = textOf(bank.dateOfSanction) || issuedOn.toISOString();
  const receivedOn = textOf(bank.dateOfApplication) || application.createdAt;
  const month = textOf(bank.monthOfReview);
  return [
    { kind: 'title', text: t(T.sanctionLetterTitle) },
    {
      kind: 'facts',
      rows: [
        [t(T.branch), orBlank(branchLine(bank))],
        [t(T.letterDate), formatShortDate(sanctionDate)],
        [t(T.applicationId), application._id],
      ],
    },
    { kind: 'paragraph', text: `${t(T.to)}\n${textOf(application.applicantName)}\n${textOf(application.address)}` },
    { kind: 'paragraph', text: t(T.subject), weight: 'bold' },
    { kind: 'paragraph', text: t(T.salutation, { name: textOf(application.applicantName) }) },
    {
      kind: 'paragraph',
      text: t(T.sanctionSentence, {
        amount: formatInr(amount),
        words: amountInWords(amount, language),
        date: formatShortDate(receivedOn),
      }),
    },
    { kind: 'heading', text: t(T.terms) },
    {
      kind: 'facts',
      rows: [
        [t(T.sanctionedLimit), formatInr(amount)],
        [t(T.inWords), amountInWords(amount, language)],
        [
          translate(FIELD_LABELS.loanPurpose, language),
          orBlank(textOf(bank.loanPurpose) || textOf(application.purposeOfLoan)),
        ],
        [t(T.rateOfInterest), rateOfInterest(bank, language)],
        [translate(FIELD_LABELS.processingCharges, language), formatInr(bank.processingCharges ?? 0)],
        [translate(FIELD_LABELS.primarySecurities, language), orBlank(textOf(bank.primarySecurities))],
        [translate(FIELD_LABELS.collateralSecurities, language), orBlank(textOf(bank.collateralSecurities))],
        [t(T.validity), t(T.validityValue, { month: month ? optionText(MONTHS, month, language) : t(T.notRecorded) })],
      ],
    },
    { kind: 'list', items: [t(T.conditionRepay), t(T.conditionInsurance), t(T.conditionInform)] },
    { kind: 'gap' },
    {
      kind: 'paragraph',
      text: [t(T.closing), t(T.forBranch), textOf(bank.branchManagerName), textOf(bank.branchManagerDesignation)]
        .filter(Boolean)
        .join('\n'),
    },
  ];
}

/** The sanction letter: the English page, then the same letter in Hindi. */
export function sanctionLetterBlocks(application: KccApplication, issuedOn: Date): LetterBlock[] {
  return [
    ...sanctionPage(application, 'en', issuedOn),
    { kind: 'newPage' },
    ...sanctionPage(application, 'hi', issuedOn),
  ];
}

function landLines(application: KccApplication, language: Language): string[] {
  const t = say(language);
  const lands = (Array.isArray(application.landDetails) ? application.landDetails : []) as Fields[];
  return lands.flatMap((land) => {
    const acres = formatIndianNumber(roundTo(areaInAcres(land.landArea, textOf(land.landAreaUnit)), 2));
    const record = `${t(T.landRecord, { khata: textOf(land.khataNo), survey: textOf(land.surveyNo), village: textOf(land.revenueVillage) })}: ${t(T.acres, { area: acres })}`;
    const crops = (Array.isArray(land.cropDetails) ? land.cropDetails : []) as Fields[];
    return [
      record,
      ...crops.map((crop) => {
        const area = formatIndianNumber(roundTo(areaInAcres(crop.area, textOf(crop.areaUnit)), 2));
        return `    ${t(T.cropLine, { season: optionText(SEASONS, crop.season, language), crop: optionText(ALL_CROPS, crop.crop, language), area: t(T.acres, { area }) })}`;
      }),
    ];
  });
}

/** One language's application summary: who, what is asked, land and crops, money, the bank's record. */
function summaryPage(application: KccApplication, language: Language, issuedOn: Date): LetterBlock[] {
  const t = say(language);
  const label = (field: keyof typeof FIELD_LABELS) => translate(FIELD_LABELS[field], language);
  const bank = (application.bankDetails ?? {}) as Fields;
  const verdict = application.workflow?.completeLegalReview;
  return [
    { kind: 'title', text: t(T.applicationSummaryTitle) },
    {
      kind: 'facts',
      rows: [
        [t(T.applicationId), application._id],
        [t(T.status), translate(statusLabel(application.status), language)],
        [label('applicantName'), textOf(application.applicantName)],
        [label('fatherHusbandName'), textOf(application.fatherHusbandName)],
        [label('address'), textOf(application.address)],
        [label('dateOfApplication'), formatShortDate(application.createdAt)],
        [
          t(T.loanRequested),
          `${formatInr(application.loanAmount)} (${amountInWords(application.loanAmount, language)})`,
        ],
        [label('purposeOfLoan'), textOf(application.purposeOfLoan)],
      ],
    },
    { kind: 'heading', text: t(T.landAndCrops) },
    { kind: 'paragraph', text: landLines(application, language).join('\n') || t(T.notRecorded) },
    { kind: 'heading', text: t(T.financials) },
    {
      kind: 'facts',
      rows: [
        [t(T.totalIncome), formatInr(totalAnnualIncome(application.annualIncome as never))],
        [t(T.totalAssets), formatInr(totalAssets(application.assets as never))],
        [t(T.totalLiabilities), formatInr(totalLiabilities(application.liabilities as never))],
      ],
    },
    { kind: 'heading', text: t(T.bankDecision) },
    {
      kind: 'facts',
      rows: [
        [
          t(T.legalVerdict),
          verdict?.verdict
            ? `${translate(LEGAL_VERDICT_LABELS[verdict.verdict], language)}: ${verdict.remarks ?? ''}`
            : t(T.notRecorded),
        ],
        [t(T.branch), branchLine(bank) || t(T.notRecorded)],
        [label('loanAmountSanctioned'), formatInr(bank.loanAmountSanctioned)],
        [label('dateOfSanction'), formatShortDate(bank.dateOfSanction)],
        [label('loanAmountDisbursed'), formatInr(bank.loanAmountDisbursed)],
      ],
    },
    { kind: 'paragraph', text: t(T.generatedOn, { date: formatShortDate(issuedOn) }) },
  ];
}

export function applicationSummaryBlocks(application: KccApplication, issuedOn: Date): LetterBlock[] {
  return [
    ...summaryPage(application, 'en', issuedOn),
    { kind: 'newPage' },
    ...summaryPage(application, 'hi', issuedOn),
  ];
}
