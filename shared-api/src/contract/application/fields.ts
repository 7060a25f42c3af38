import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { z } from 'zod';
import { roundTo, toNumberOrBlank, toNumberOrZero } from '@kisan-credit/shared-api/contract/calculations/numbers';
import { TEXT_FORMATS, type TextFormat, type TextFormatName } from '@kisan-credit/shared-api/contract/formats';
import { MAX_AMOUNT } from '@kisan-credit/shared-api/contract/limits';
import type { FieldLabel } from '@kisan-credit/shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/validation';
import type { Option } from '@kisan-credit/shared-api/contract/options';

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
  const required = messageId(M.required(label));
  let schema = z.string({ error: typeError(!!options.required, required, messageId(M.mustBeText(label))) }).trim();
  const format: TextFormat | undefined = options.format && TEXT_FORMATS[options.format];
  if (format) schema = schema.overwrite(format.normalize);
  if (options.withoutSpaces) schema = schema.overwrite((value) => value.replace(/\s+/g, ''));
  if (options.upperCase) schema = schema.toUpperCase();
  if (options.required) schema = schema.min(1, { error: required });
  if (format && options.checkFormat) {
    // The format fixes the length too: one message saying what is expected.
    schema = schema.refine(
      (value) => value === '' || format.isValid(value),
      messageId(M.invalidFormat(label, format.hint)),
    );
  } else {
    schema = schema.max(max, messageId(M.tooLong(label, max)));
  }
  return options.required ? (schema as unknown as TextField) : schema.optional();
}

/** One value of an option list; a draft may leave it '' (not chosen yet). */
export function choice(label: FieldLabel, options: readonly Option[], requirement: Requirement = {}): TextField {
  const allowed = new Set(options.map((item) => item.value));
  const choose = messageId(M.choose(label));
  const schema = z
    .string({ error: typeError(!!requirement.required, choose, messageId(M.chooseFromList(label))) })
    .refine((value) => !requirement.required || value !== '', { error: choose })
    .refine((value) => value === '' || allowed.has(value), messageId(M.chooseFromList(label)));
  return requirement.required ? (schema as unknown as TextField) : schema.optional();
}

/** What number inputs may send: a number, numeric text, '' or null. */
export type NumberInput = number | string | null;
export type NumberField = z.ZodOptional<z.ZodType<number, NumberInput>>;

function numberInput(label: FieldLabel) {
  return z.union([z.number(), z.string(), z.null()], { error: messageId(M.mustBeNumber(label)) }).optional();
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
      context.addIssue({ code: 'custom', message: messageId(M.required(label)), input: value });
      return z.NEVER;
    }
    const number = toNumberOrZero(value);
    if (number < 0) context.addIssue({ code: 'custom', message: messageId(M.notNegative(label)), input: value });
    else if (number > max)
      context.addIssue({ code: 'custom', message: messageId(M.tooLarge(label, max)), input: value });
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
    if (number === undefined) return options.required ? fail(messageId(M.required(label))) : undefined;
    if (Number.isNaN(number)) return fail(messageId(M.mustBeNumber(label)));
    if (number < min) return fail(options.rangeMessage ?? messageId(M.notNegative(label)));
    if (number > options.max) return fail(options.rangeMessage ?? messageId(M.tooLarge(label, options.max)));
    if (options.moreThanZero && number === 0) return fail(messageId(M.moreThanZero(label)));
    if (options.whole && !Number.isInteger(number)) return fail(messageId(M.wholeNumber(label)));
    if (options.decimals !== undefined) return roundTo(number, options.decimals);
    return number;
  }) as unknown as NumberField;
}

export type YesNoField = z.ZodOptional<z.ZodBoolean>;

export function yesNo(label: FieldLabel): YesNoField {
  return z.boolean({ error: messageId(M.mustBeYesOrNo(label)) }).optional();
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
  const schema = z
    .array(item, { error: messageId(M.notAList(label)) })
    .max(options.max, messageId(M.tooMany(label, options.max)));
  if (!options.atLeastOne) return schema.optional();
  return schema.min(1, messageId(M.atLeastOne(label))).prefault([]) as unknown as z.ZodOptional<z.ZodArray<Item>>;
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
  const schema = z.object(shape, { error: messageId(M.notAGroup(label)) });
  if (!requirement.required) return schema.optional();
  return schema.prefault({} as never) as unknown as z.ZodOptional<z.ZodObject<Shape>>;
}

/** The row object of a list: a row that is not an object is named by its list's label. */
export function row<Shape extends z.ZodRawShape>(label: FieldLabel, shape: Shape): z.ZodObject<Shape> {
  return z.object(shape, { error: messageId(M.notAGroup(label)) });
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
