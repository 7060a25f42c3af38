import { z } from 'zod';
import { roundTo, toNumberOrBlank, toNumberOrZero } from 'shared-api/contract/calculations/numbers';
import { TEXT_FORMATS, type TextFormat, type TextFormatName } from 'shared-api/contract/formats';
import { MAX_AMOUNT } from 'shared-api/contract/limits';
import type { FieldLabel } from 'shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES as M } from 'shared-api/contract/messages/validation';
import type { Option } from 'shared-api/contract/options';

/**
 * Field builders shared by every application schema. A draft is checked leniently (types, bounds,
 * lengths; anything may be missing); a submission strictly (required fields too).
 *
 * Both modes give one TypeScript shape, every field optional, so a draft and a submission are the same
 * type; `required` changes only what is checked at run time.
 */
export type Mode = 'draft' | 'submit';

type Requirement = { required?: boolean };

export type TextField = z.ZodOptional<z.ZodString>;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A missing (or null) required value asks for it; any other wrong type says what is expected. */
function typeError(required: boolean, whenMissing: string, whenWrongType: string) {
  return (issue: { input?: unknown }) =>
    required && (issue.input === undefined || issue.input === null) ? whenMissing : whenWrongType;
}

interface TextOptions extends Requirement {
  upperCase?: boolean;
  /** Drop every space, e.g. an Aadhar number typed as "1234 5678 9012". */
  withoutSpaces?: boolean;
  /** An identity or bank number: normalised as its format says (contract/formats.ts). */
  format?: TextFormatName;
  /** Refuse a filled value that is not in the format (submissions; a draft may hold a half-typed one). */
  checkFormat?: boolean;
}

/** Free text, trimmed, at most `max` characters. */
export function text(label: FieldLabel, max: number, options: TextOptions = {}): TextField {
  const required = M.required(label).en;
  let schema = z.string({ error: typeError(!!options.required, required, M.mustBeText(label).en) }).trim();
  const format: TextFormat | undefined = options.format && TEXT_FORMATS[options.format];
  if (format) schema = schema.overwrite(format.normalize);
  if (options.withoutSpaces) schema = schema.overwrite((value) => value.replace(/\s+/g, ''));
  if (options.upperCase) schema = schema.toUpperCase();
  if (options.required) schema = schema.min(1, { error: required });
  if (format && options.checkFormat) {
    // The format fixes the length too: one message saying what is expected.
    schema = schema.refine((value) => value === '' || format.isValid(value), M.invalidFormat(label, format.hint).en);
  } else {
    schema = schema.max(max, M.tooLong(label, max).en);
  }
  return options.required ? (schema as unknown as TextField) : schema.optional();
}

/** One value of an option list; a draft may leave it '' (not chosen yet). */
export function choice(label: FieldLabel, options: readonly Option[], requirement: Requirement = {}): TextField {
  const allowed = new Set(options.map((item) => item.value));
  const choose = M.choose(label).en;
  const schema = z
    .string({ error: typeError(!!requirement.required, choose, M.chooseFromList(label).en) })
    .refine((value) => !requirement.required || value !== '', { error: choose })
    .refine((value) => value === '' || allowed.has(value), M.chooseFromList(label).en);
  return requirement.required ? (schema as unknown as TextField) : schema.optional();
}

/** What number inputs may send: a number, numeric text, '' or null. */
export type NumberInput = number | string | null;
export type NumberField = z.ZodOptional<z.ZodType<number, NumberInput>>;

function numberInput(label: FieldLabel) {
  return z.union([z.number(), z.string(), z.null()], { error: M.mustBeNumber(label).en }).optional();
}

interface AmountOptions extends Requirement {
  max?: number;
}

/**
 * A rupee amount, count or value: blank or invalid text becomes 0 (docs/requirements.md#r5-kcc-form), negatives are refused.
 * When required, it must still be entered (0 is a valid entry).
 */
export function amount(label: FieldLabel, options: AmountOptions = {}): NumberField {
  const max = options.max ?? MAX_AMOUNT;
  return numberInput(label).transform((value, context) => {
    if (value === undefined && !options.required) return undefined;
    if (options.required && isBlank(value)) {
      context.addIssue({ code: 'custom', message: M.required(label).en, input: value });
      return z.NEVER;
    }
    const number = toNumberOrZero(value);
    if (number < 0) context.addIssue({ code: 'custom', message: M.notNegative(label).en, input: value });
    else if (number > max) context.addIssue({ code: 'custom', message: M.tooLarge(label, max).en, input: value });
    return number;
  }) as unknown as NumberField;
}

interface MeasureOptions extends Requirement {
  min?: number;
  max: number;
  /** Zero is no answer here (a loan of 0, a crop on 0 acres). */
  moreThanZero?: boolean;
  /** One message for both bounds, e.g. 'Age must be between 18 and 100'; needed when min is above 0. */
  rangeMessage?: string;
  decimals?: number;
  /** Counted in whole units (an age in years): a fraction is refused, not rounded. */
  whole?: boolean;
}

/**
 * A number that may stay blank (age, loan amount, areas, rates): blank stays empty, text that is not a
 * number is refused rather than silently made 0.
 */
export function measure(label: FieldLabel, options: MeasureOptions): NumberField {
  const min = options.min ?? 0;
  return numberInput(label).transform((value, context) => {
    const number = toNumberOrBlank(value);
    const fail = (message: string) => {
      context.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    if (number === undefined) return options.required ? fail(M.required(label).en) : undefined;
    if (Number.isNaN(number)) return fail(M.mustBeNumber(label).en);
    if (number < min) return fail(options.rangeMessage ?? M.notNegative(label).en);
    if (number > options.max) return fail(options.rangeMessage ?? M.tooLarge(label, options.max).en);
    if (options.moreThanZero && number === 0) return fail(M.moreThanZero(label).en);
    if (options.whole && !Number.isInteger(number)) return fail(M.wholeNumber(label).en);
    if (options.decimals !== undefined) return roundTo(number, options.decimals);
    return number;
  }) as unknown as NumberField;
}

export type YesNoField = z.ZodOptional<z.ZodBoolean>;

export function yesNo(label: FieldLabel): YesNoField {
  return z.boolean({ error: M.mustBeYesOrNo(label).en }).optional();
}

/** A declaration checkbox: on submission it must be ticked. */
export function declaration(label: FieldLabel, mustAccept: string, requirement: Requirement = {}): YesNoField {
  if (!requirement.required) return yesNo(label);
  return z.literal(true, { error: mustAccept }) as unknown as YesNoField;
}

/** A list of rows, at most `max`; on submission `atLeastOne` makes an empty or missing list an error. */
export function list<Item extends z.ZodType>(
  label: FieldLabel,
  item: Item,
  options: { max: number; atLeastOne?: boolean },
): z.ZodOptional<z.ZodArray<Item>> {
  const schema = z.array(item, { error: M.notAList(label).en }).max(options.max, M.tooMany(label, options.max).en);
  if (!options.atLeastOne) return schema.optional();
  return schema.min(1, M.atLeastOne(label).en).prefault([]) as unknown as z.ZodOptional<z.ZodArray<Item>>;
}

/**
 * A group of fields (bank account, assets, ...). On submission a missing group is checked as an empty one,
 * so each of its required fields is named.
 */
export function group<Shape extends z.ZodRawShape>(
  label: FieldLabel,
  shape: Shape,
  requirement: Requirement = {},
): z.ZodOptional<z.ZodObject<Shape>> {
  const schema = z.object(shape, { error: M.notAGroup(label).en });
  if (!requirement.required) return schema.optional();
  return schema.prefault({} as never) as unknown as z.ZodOptional<z.ZodObject<Shape>>;
}

/** The row object of a list: a row that is not an object is named by its list's label. */
export function row<Shape extends z.ZodRawShape>(label: FieldLabel, shape: Shape): z.ZodObject<Shape> {
  return z.object(shape, { error: M.notAGroup(label).en });
}

export interface OtherTextRule {
  choiceField: string;
  otherField: string;
  /** The message when the other text is missing. */
  message: string;
  /** The choice value that asks for a text; 'Other' unless said. */
  otherValue?: string;
}

/**
 * On submission, a field answered "Other" needs its text (educationalQualificationOther, otherCrop, ...).
 * Checked even when other fields of the object failed, so one answer names every missing field.
 */
export function withOtherTexts<Schema extends z.ZodObject>(
  schema: Schema,
  mode: Mode,
  rules: readonly OtherTextRule[],
): Schema {
  if (mode !== 'submit') return schema;
  return schema.superRefine(
    (value, context) => {
      const fields = value as Record<string, unknown>;
      if (!fields || typeof fields !== 'object') return;
      for (const rule of rules) {
        if (fields[rule.choiceField] === (rule.otherValue ?? 'Other') && isBlank(fields[rule.otherField])) {
          const input = fields[rule.otherField];
          context.addIssue({ code: 'custom', message: rule.message, path: [rule.otherField], input });
        }
      }
    },
    { when: () => true },
  );
}
