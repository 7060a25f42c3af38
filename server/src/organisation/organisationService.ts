import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  Branch,
  PanelLawyer,
  StaffCommand,
  StaffMember,
  StaffRole,
} from '@kisan-credit/shared-api/contract/organisation';
import { staffShapeProblem, STAFF_ROLES } from '@kisan-credit/shared-api/contract/organisation';
import type { FieldChange, HistoryAction } from '@kisan-credit/shared-api/contract/workflow';
import { appendAuditEvent } from '../audit/auditChain';
import type { Clock } from '../clock';
import type { Db, DbTransaction } from '../db/connect';
import { applications, branches, lawyerPanels, sessions, users, type BranchRow, type User } from '../db/schema';
import { Conflict, Invalid, NotFound } from '../domain/errors';
import type { Actor } from './actor';

type Tx = DbTransaction | Db;

/** What may change on a staff member; what is not given stays. */
export type StaffChanges = Partial<Omit<StaffCommand, 'phone'>>;

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

function branchAnswer(row: BranchRow): Branch {
  return { id: row.id, ifsc: row.ifsc, name: row.name, pins: row.pins, servesEveryPin: row.servesEveryPin };
}

/** The fields whose value differs, each with its old and new value. */
function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  return Object.keys(after)
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, old: before[field] ?? null, new: after[field] ?? null }));
}

/**
 * The bank's organisation: branches and the PIN codes they serve, staff and their branches, panels and
 * limits. The users and branches commands and the administration screen both go through here, so they keep
 * the same rules and leave the same audit events. A change of role, branch or panel, and a deactivation, end
 * the person's sessions in the same transaction.
 */
export function createOrganisationService({ db, clock }: { db: Db; clock: Clock }) {
  async function audit(
    tx: Tx,
    actor: Actor,
    subject: { type: 'branch' | 'staff'; id: string },
    action: HistoryAction,
    changes: FieldChange[],
  ) {
    await appendAuditEvent(tx, {
      subjectType: subject.type,
      subjectId: subject.id,
      actorUserId: actor.userId,
      actorRole: actor.role,
      actorName: actor.name,
      actorBranch: actor.branchIfsc,
      action,
      changedFields: changes.map((change) => change.field),
      changes,
      at: clock(),
    });
  }

  async function branchByIfsc(tx: Tx, ifsc: string): Promise<BranchRow> {
    const [row] = await tx.select().from(branches).where(eq(branches.ifsc, ifsc));
    if (!row) throw new NotFound('branchNotFound');
    return row;
  }

  async function branchIdsOf(tx: Tx, ifscs: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ifscs)];
    if (unique.length === 0) return new Map();
    const rows = await tx
      .select({ id: branches.id, ifsc: branches.ifsc })
      .from(branches)
      .where(inArray(branches.ifsc, unique));
    if (rows.length !== unique.length) throw new NotFound('branchNotFound');
    return new Map(rows.map((row) => [row.ifsc, row.id]));
  }

  /** The branches of each staff member: a banker's own, a lawyer's panel. */
  async function branchesOfStaff(tx: Tx, members: readonly User[]): Promise<Map<string, string[]>> {
    const all = await tx.select({ id: branches.id, ifsc: branches.ifsc }).from(branches);
    const ifscOf = new Map(all.map((row) => [row.id, row.ifsc]));
    const lawyerIds = members.filter((member) => member.role === 'lawyer').map((member) => member.id);
    const panels = lawyerIds.length
      ? await tx.select().from(lawyerPanels).where(inArray(lawyerPanels.lawyerId, lawyerIds))
      : [];
    const result = new Map<string, string[]>();
    for (const member of members) {
      const ids =
        member.role === 'lawyer'
          ? panels.filter((panel) => panel.lawyerId === member.id).map((panel) => panel.branchId)
          : member.branchId
            ? [member.branchId]
            : [];
      result.set(member.id, ids.map((id) => ifscOf.get(id)!).sort());
    }
    return result;
  }

  function staffAnswer(member: User, memberBranches: string[]): StaffMember {
    return {
      id: member.id,
      phone: member.phone,
      name: member.name,
      role: member.role as StaffRole,
      branches: memberBranches,
      sanctionLimit: member.sanctionLimit,
      active: member.active,
    };
  }

  /** Audited state of a staff member: what the audit book compares before and after. */
  const staffState = (member: StaffMember) => ({
    name: member.name,
    role: member.role,
    branches: member.branches,
    sanctionLimit: member.sanctionLimit,
    active: member.active,
  });

  async function readStaff(tx: Tx, phone: string): Promise<StaffMember> {
    const [member] = await tx.select().from(users).where(eq(users.phone, phone));
    if (!member) throw new NotFound('staffNotFound');
    if (!isStaffRole(member.role)) throw new Conflict('notStaffAccount');
    return staffAnswer(member, (await branchesOfStaff(tx, [member])).get(member.id)!);
  }

  /** Writes a staff member's role, branch or panel and limit, as the command says. */
  async function writePlacement(tx: Tx, userId: string, command: Pick<StaffCommand, 'role' | 'branches'>) {
    const ids = await branchIdsOf(tx, command.branches);
    await tx.delete(lawyerPanels).where(eq(lawyerPanels.lawyerId, userId));
    if (command.role === 'lawyer') {
      await tx.insert(lawyerPanels).values([...ids.values()].map((branchId) => ({ lawyerId: userId, branchId })));
    }
    return command.role === 'banker' ? ids.get(command.branches[0]!)! : null;
  }

  return {
    async listBranches(): Promise<Branch[]> {
      return (await db.select().from(branches).orderBy(asc(branches.ifsc))).map(branchAnswer);
    },

    async addBranch(
      actor: Actor,
      branch: { ifsc: string; name: string; pins: string[]; servesEveryPin?: boolean },
    ): Promise<Branch> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(branches)
          .values({
            ...branch,
            pins: [...new Set(branch.pins)].sort(),
            servesEveryPin: branch.servesEveryPin ?? false,
            createdAt: clock(),
          })
          .onConflictDoNothing({ target: branches.ifsc })
          .returning();
        if (!row) throw new Conflict('ifscTaken');
        await audit(
          tx,
          actor,
          { type: 'branch', id: row.ifsc },
          'branchAdded',
          fieldChanges({}, { name: row.name, pins: row.pins, servesEveryPin: row.servesEveryPin }),
        );
        return branchAnswer(row);
      });
    },

    /** Replaces the PIN codes a branch serves (and its name, when given). */
    async changeBranch(actor: Actor, ifsc: string, change: { pins?: string[]; name?: string }): Promise<Branch> {
      return db.transaction(async (tx) => {
        const before = await branchByIfsc(tx, ifsc);
        const [row] = await tx
          .update(branches)
          .set({
            ...(change.pins ? { pins: [...new Set(change.pins)].sort() } : {}),
            ...(change.name ? { name: change.name } : {}),
          })
          .where(eq(branches.id, before.id))
          .returning();
        const changes = fieldChanges({ name: before.name, pins: before.pins }, { name: row!.name, pins: row!.pins });
        if (changes.length > 0) await audit(tx, actor, { type: 'branch', id: ifsc }, 'branchChanged', changes);
        return branchAnswer(row!);
      });
    },

    /** Removes a branch no staff member, panel or application refers to. */
    async removeBranch(actor: Actor, ifsc: string): Promise<void> {
      await db.transaction(async (tx) => {
        const branch = await branchByIfsc(tx, ifsc);
        const uses = await Promise.all([
          tx.$count(users, eq(users.branchId, branch.id)),
          tx.$count(lawyerPanels, eq(lawyerPanels.branchId, branch.id)),
          tx.$count(applications, eq(applications.branchId, branch.id)),
        ]);
        if (uses.some((count) => Number(count) > 0)) throw new Conflict('branchNotEmpty');
        await tx.delete(branches).where(eq(branches.id, branch.id));
        await audit(
          tx,
          actor,
          { type: 'branch', id: ifsc },
          'branchRemoved',
          fieldChanges({ name: branch.name, pins: branch.pins }, { name: null, pins: null }),
        );
      });
    },

    /**
     * The branches serving a PIN code, by IFSC: those listing it; only where none does, those serving every
     * PIN (docs/requirements.md#r10-branch-choice). Without a PIN, those serving every PIN.
     */
    async branchesServing(pin: string | undefined): Promise<Branch[]> {
      const rows = await db
        .select()
        .from(branches)
        .where(
          pin ? sql`${pin} = any(${branches.pins}) or ${branches.servesEveryPin}` : eq(branches.servesEveryPin, true),
        )
        .orderBy(asc(branches.servesEveryPin), asc(branches.ifsc));
      const listing = rows.filter((row) => !row.servesEveryPin);
      return (listing.length > 0 ? listing : rows).map(branchAnswer);
    },

    async listStaff(): Promise<StaffMember[]> {
      const members = await db
        .select()
        .from(users)
        .where(inArray(users.role, [...STAFF_ROLES]))
        .orderBy(asc(users.role), asc(users.name), asc(users.phone));
      const placed = await branchesOfStaff(db, members);
      return members.map((member) => staffAnswer(member, placed.get(member.id)!));
    },

    readStaff: (phone: string) => readStaff(db, phone),

    async addStaff(actor: Actor, command: StaffCommand): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            phone: command.phone,
            role: command.role,
            name: command.name,
            sanctionLimit: command.sanctionLimit,
            active: command.active,
            createdAt: clock(),
          })
          .onConflictDoNothing({ target: users.phone })
          .returning();
        if (!created) throw new Conflict('phoneTaken');
        const branchId = await writePlacement(tx, created.id, command);
        await tx.update(users).set({ branchId }).where(eq(users.id, created.id));
        const added = await readStaff(tx, command.phone);
        await audit(
          tx,
          actor,
          { type: 'staff', id: added.id },
          'staffAdded',
          fieldChanges({}, { phone: added.phone, ...staffState(added) }),
        );
        return added;
      });
    },

    /**
     * Changes a staff member. A new role, branch or panel, or a deactivation, ends their sessions at once:
     * what they may see changes with it.
     */
    async changeStaff(actor: Actor, phone: string, changes: StaffChanges): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const before = await readStaff(tx, phone);
        const role = changes.role ?? before.role;
        const roleChanged = role !== before.role;
        const memberBranches = changes.branches ?? (roleChanged ? [] : before.branches);
        const sanctionLimit =
          changes.sanctionLimit !== undefined ? changes.sanctionLimit : role === 'banker' ? before.sanctionLimit : null;
        const problem = staffShapeProblem(role, memberBranches, sanctionLimit);
        if (problem) throw new Invalid('badRequest', { text: problem });
        const branchId = await writePlacement(tx, before.id, { role, branches: memberBranches });
        await tx
          .update(users)
          .set({
            role,
            branchId,
            sanctionLimit,
            ...(changes.name ? { name: changes.name } : {}),
            ...(changes.active !== undefined ? { active: changes.active } : {}),
          })
          .where(eq(users.id, before.id));
        const after = await readStaff(tx, phone);
        const endsSessions =
          roleChanged || before.branches.join() !== after.branches.join() || (before.active && !after.active);
        if (endsSessions) {
          await tx
            .update(sessions)
            .set({ revokedAt: clock() })
            .where(and(eq(sessions.userId, before.id), isNull(sessions.revokedAt)));
        }
        const audited = fieldChanges(staffState(before), staffState(after));
        if (audited.length > 0) await audit(tx, actor, { type: 'staff', id: before.id }, 'staffChanged', audited);
        return after;
      });
    },

    /** The lawyers on a branch's panel, each with the cases assigned to them still under legal review. */
    async panel(branchId: string): Promise<PanelLawyer[]> {
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          phone: users.phone,
          openCases: sql<
            number | string
          >`(select count(*) from ${applications} where ${applications.assignedLawyerId} = ${users.id} and ${applications.status} = 'lawyer')`,
        })
        .from(lawyerPanels)
        .innerJoin(users, eq(users.id, lawyerPanels.lawyerId))
        .where(and(eq(lawyerPanels.branchId, branchId), eq(users.active, true), eq(users.role, 'lawyer')))
        .orderBy(asc(users.name), asc(users.phone));
      return rows.map((row) => ({ ...row, openCases: Number(row.openCases) }));
    },

    async isOnPanel(lawyerId: string, branchId: string): Promise<boolean> {
      const [row] = await db
        .select({ lawyerId: lawyerPanels.lawyerId })
        .from(lawyerPanels)
        .innerJoin(users, eq(users.id, lawyerPanels.lawyerId))
        .where(
          and(
            eq(lawyerPanels.lawyerId, lawyerId),
            eq(lawyerPanels.branchId, branchId),
            eq(users.active, true),
            eq(users.role, 'lawyer'),
          ),
        );
      return row !== undefined;
    },

    async ifscOf(branchId: string | null): Promise<string | null> {
      if (!branchId) return null;
      const [row] = await db.select({ ifsc: branches.ifsc }).from(branches).where(eq(branches.id, branchId));
      return row?.ifsc ?? null;
    },

    branchByIfsc: (ifsc: string) => branchByIfsc(db, ifsc),
  };
}

export type OrganisationService = ReturnType<typeof createOrganisationService>;
