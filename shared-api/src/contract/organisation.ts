import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { z } from 'zod';
import { TEXT_FORMATS } from '@kisan-credit/shared-api/contract/formats';
import { normalizeIndianMobile } from '@kisan-credit/shared-api/contract/phone';
import { ORGANISATION_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/organisation';

/**
 * The bank's organisation: branches (name, IFSC, the PIN codes each serves), staff who belong to them, and
 * how a submitted application finds its branch. Both the server and the staff screens use these rules.
 */

/** RBI's IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const isPin = (value: string) => TEXT_FORMATS.pinCode.isValid(value);

export const ifscSchema = z
  .string({ error: messageId(M.ifscInvalid) })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => IFSC_PATTERN.test(value), messageId(M.ifscInvalid));

export const pinSchema = z
  .string({ error: messageId(M.pinInvalid) })
  .trim()
  .refine(isPin, messageId(M.pinInvalid));

export const branchNameSchema = z
  .string({ error: messageId(M.branchNameRequired) })
  .trim()
  .min(1, messageId(M.branchNameRequired))
  .max(100, messageId(M.branchNameTooLong));

export const personNameSchema = z
  .string({ error: messageId(M.staffNameRequired) })
  .trim()
  .min(1, messageId(M.staffNameRequired))
  .max(100, messageId(M.staffNameTooLong));

/** PIN codes as typed: separated by commas or spaces; duplicates dropped, kept sorted. */
export function parsePins(text: string): { pins: string[]; invalid: string[] } {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const invalid = parts.filter((part) => !isPin(part));
  return { pins: [...new Set(parts.filter(isPin))].sort(), invalid };
}

/** Staff roles the bank manages (farmers sign themselves up). */
export const STAFF_ROLES = ['banker', 'lawyer', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The largest sanctioning limit a banker may carry, in rupees (ten crore). */
export const MAX_SANCTION_LIMIT = 100_000_000;

export const sanctionLimitSchema = z
  .number({ error: messageId(M.sanctionLimitInvalid) })
  .int(messageId(M.sanctionLimitInvalid))
  .min(0, messageId(M.sanctionLimitInvalid))
  .max(MAX_SANCTION_LIMIT, messageId(M.sanctionLimitInvalid));

const phoneSchema = z.string({ error: messageId(M.staffPhoneInvalid) }).transform((value, context) => {
  const phone = normalizeIndianMobile(value);
  if (!phone) {
    context.addIssue({ code: 'custom', message: messageId(M.staffPhoneInvalid) });
    return z.NEVER;
  }
  return phone;
});

export const branchRequestSchema = z.strictObject({
  ifsc: ifscSchema,
  name: branchNameSchema,
  pins: z.array(pinSchema).max(2000),
});
export type BranchRequest = z.input<typeof branchRequestSchema>;

export const branchPinsRequestSchema = z.strictObject({ pins: z.array(pinSchema).max(2000) });

/**
 * A staff member as the administration screen sends one. A banker belongs to one branch and may carry a
 * sanctioning limit; a lawyer is on the panel of one or more branches; an admin belongs to none.
 */
export const staffRequestSchema = z
  .strictObject({
    phone: phoneSchema,
    name: personNameSchema,
    role: z.enum(STAFF_ROLES, { error: messageId(M.staffRoleInvalid) }),
    branches: z.array(ifscSchema).max(50).default([]),
    sanctionLimit: sanctionLimitSchema.nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((staff, context) => {
    const problem = staffShapeProblem(staff.role, staff.branches, staff.sanctionLimit);
    if (problem) context.addIssue({ code: 'custom', path: ['branches'], message: messageId(problem) });
  });
export type StaffRequest = z.input<typeof staffRequestSchema>;
export type StaffCommand = z.output<typeof staffRequestSchema>;

/** What is wrong with a role's branches and limit, if anything (the command line checks the same). */
export function staffShapeProblem(role: StaffRole, branches: readonly string[], sanctionLimit: number | null) {
  if (role === 'banker' && branches.length !== 1) return M.bankerNeedsOneBranch;
  if (role === 'lawyer' && branches.length === 0) return M.lawyerNeedsPanel;
  if (role === 'admin' && branches.length > 0) return M.adminHasNoBranch;
  if (role !== 'banker' && sanctionLimit !== null) return M.limitOnlyForBankers;
  return undefined;
}

/** A branch as GET /api/admin/branches answers it. */
export interface Branch {
  id: string;
  ifsc: string;
  name: string;
  /** The PIN codes it serves; empty with `servesEveryPin` (the development branch). */
  pins: string[];
  servesEveryPin: boolean;
}

/** A staff member as GET /api/admin/staff answers it. */
export interface StaffMember {
  id: string;
  phone: string;
  name: string | null;
  role: StaffRole;
  /** The banker's branch, or the branches of the lawyer's panel (IFSC codes). */
  branches: string[];
  sanctionLimit: number | null;
  active: boolean;
}

/** One lawyer of the branch's panel, as GET /api/staff/lawyers answers it. */
export interface PanelLawyer {
  id: string;
  name: string | null;
  phone: string;
  /** Applications assigned to them and still under legal review. */
  openCases: number;
}
