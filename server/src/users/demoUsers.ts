import { commandLineActor } from '../organisation/actor';
import type { OrganisationService } from '../organisation/organisationService';
import type { StaffCommand } from '@kisan-credit/shared-api/contract/organisation';

/** The development branch: it serves every PIN code, so every demo application finds it (README). */
export const DEMO_BRANCH = { ifsc: 'KCCB0000001', name: 'Demo Branch', pins: [], servesEveryPin: true } as const;

/**
 * Staff every development database has, so that each role can sign in at once (README): two bankers (a
 * maker and a checker with a sanctioning limit), a lawyer on the demo branch's panel, an admin.
 */
export const DEMO_STAFF: readonly StaffCommand[] = [
  {
    phone: '9000000001',
    name: 'Anita Verma',
    role: 'banker',
    branches: [DEMO_BRANCH.ifsc],
    sanctionLimit: 300_000,
    active: true,
  },
  {
    phone: '9000000002',
    name: 'Suresh Iyer',
    role: 'lawyer',
    branches: [DEMO_BRANCH.ifsc],
    sanctionLimit: null,
    active: true,
  },
  {
    phone: '9000000003',
    name: 'Rajesh Gupta',
    role: 'banker',
    branches: [DEMO_BRANCH.ifsc],
    sanctionLimit: 1_000_000,
    active: true,
  },
  { phone: '9000000004', name: 'Meera Nair', role: 'admin', branches: [], sanctionLimit: null, active: true },
];

/** Idempotent: an existing branch or number keeps whatever it has been given since. */
export async function seedDemoOrganisation(
  organisation: OrganisationService,
  existingPhones: (phone: string) => Promise<boolean>,
) {
  const actor = { ...commandLineActor(), name: 'development seed' };
  const branches = await organisation.listBranches();
  if (!branches.some((branch) => branch.ifsc === DEMO_BRANCH.ifsc))
    await organisation.addBranch(actor, { ...DEMO_BRANCH, pins: [] });
  for (const staff of DEMO_STAFF) {
    if (!(await existingPhones(staff.phone))) await organisation.addStaff(actor, staff);
  }
}
