import { useState, type FormEvent } from 'react';
import { ORGANISATION_MESSAGES as O } from '@kisan-credit/shared-api/contract/messages/organisation';
import { ROLE_LABELS } from '@kisan-credit/shared-api/contract/messages/workflow';
import {
  parsePins,
  STAFF_ROLES,
  type Branch,
  type StaffMember,
  type StaffRole,
} from '@kisan-credit/shared-api/contract/organisation';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { Note, Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { RefusedSaveDialog } from '@kisan-credit/shared-ui/components/RefusedSaveDialog';
import { SelectField } from '@kisan-credit/shared-ui/components/SelectField';
import { StaffScreen } from '@kisan-credit/shared-ui/components/StaffScreen';
import { TextField } from '@kisan-credit/shared-ui/components/TextField';
import { saveRefusalOf, type SaveRefusal } from '@kisan-credit/shared-ui/forms/saveRefusal';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import {
  useAdminAddBranchMutation,
  useAdminAddStaffMutation,
  useAdminBranchesQuery,
  useAdminChangeBranchPinsMutation,
  useAdminChangeStaffMutation,
  useAdminRouteMutation,
  useAdminStaffQuery,
  useAdminUnroutedQuery,
} from '../organisation';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The role, branch (a lawyer's panel: several) and sanctioning limit, as the add and change forms edit them. */
function AssignmentFields(props: {
  role: StaffRole;
  setRole: (role: StaffRole) => void;
  branches: string;
  setBranches: (branches: string) => void;
  limit: string;
  setLimit: (limit: string) => void;
}) {
  return (
    <>
      <SelectField
        label={text(O.role)}
        options={ROLE_OPTIONS}
        value={props.role}
        onChange={(event) => props.setRole(event.target.value as StaffRole)}
      />
      <TextField
        label={text(O.branchOrPanel)}
        value={props.branches}
        onChange={(event) => props.setBranches(event.target.value)}
      />
      <TextField
        label={text(O.sanctionLimit)}
        inputMode="numeric"
        value={props.limit}
        onChange={(event) => props.setLimit(event.target.value)}
      />
    </>
  );
}
const row = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end' } as const;

/** A change the server refused, for the refused-save dialog: what it said, or the general text. */
function useRefusal() {
  const [refusal, setRefusal] = useState<SaveRefusal>();
  const attempt = async (work: () => Promise<unknown>) => {
    setRefusal(undefined);
    try {
      await work();
      return true;
    } catch (error) {
      setRefusal(saveRefusalOf(error, text(O.staffAdministration)));
      return false;
    }
  };
  return { refusal, attempt, clear: () => setRefusal(undefined) };
}

function BranchRow({ branch }: { branch: Branch }) {
  const [pins, setPins] = useState(branch.pins.join(', '));
  const [change, { isLoading }] = useAdminChangeBranchPinsMutation();
  const { refusal, attempt, clear } = useRefusal();
  return (
    <tr>
      <td>{branch.ifsc}</td>
      <td>{branch.name}</td>
      <td>
        {branch.servesEveryPin ? (
          text(O.everyPin)
        ) : (
          <div style={row}>
            <TextField
              label={`${text(O.pinCodes)} (${branch.ifsc})`}
              value={pins}
              onChange={(event) => setPins(event.target.value)}
            />
            <Button
              busy={isLoading}
              onClick={() => void attempt(() => change({ ifsc: branch.ifsc, pins: parsePins(pins).pins }).unwrap())}
            >
              {text(O.savePins)}
            </Button>
          </div>
        )}
        <RefusedSaveDialog refusal={refusal} onClose={clear} />
      </td>
    </tr>
  );
}

function BranchesSection() {
  const branches = useAdminBranchesQuery();
  const [add, { isLoading }] = useAdminAddBranchMutation();
  const [ifsc, setIfsc] = useState('');
  const [name, setName] = useState('');
  const [pins, setPins] = useState('');
  const { refusal, attempt, clear } = useRefusal();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await attempt(() => add({ ifsc, name, pins: parsePins(pins).pins }).unwrap())) {
      setIfsc('');
      setName('');
      setPins('');
    }
  };
  return (
    <Section title={text(O.branches)}>
      <table aria-label={text(O.branches)} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th align="left">{text(O.ifsc)}</th>
            <th align="left">{text(O.branchName)}</th>
            <th align="left">{text(O.pinCodes)}</th>
          </tr>
        </thead>
        <tbody>
          {(branches.data ?? []).map((branch) => (
            <BranchRow key={branch.ifsc} branch={branch} />
          ))}
        </tbody>
      </table>
      <form onSubmit={(event) => void submit(event)} style={row} aria-label={text(O.addBranch)}>
        <TextField label={text(O.ifsc)} value={ifsc} onChange={(event) => setIfsc(event.target.value)} required />
        <TextField label={text(O.branchName)} value={name} onChange={(event) => setName(event.target.value)} required />
        <TextField label={text(O.pinCodes)} value={pins} onChange={(event) => setPins(event.target.value)} />
        <Button type="submit" busy={isLoading}>
          {text(O.addBranch)}
        </Button>
      </form>
      <RefusedSaveDialog refusal={refusal} onClose={clear} />
    </Section>
  );
}

const splitIfsc = (value: string) =>
  value
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
const limitOf = (value: string) => (value.trim() === '' ? null : Number(value.replace(/,/g, '')));

function StaffRow({ member }: { member: StaffMember }) {
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState<StaffRole>(member.role);
  const [branches, setBranches] = useState(member.branches.join(', '));
  const [limit, setLimit] = useState(member.sanctionLimit?.toString() ?? '');
  const [change, { isLoading }] = useAdminChangeStaffMutation();
  const { refusal, attempt, clear } = useRefusal();
  const save = async () => {
    const body = {
      phone: member.phone,
      role,
      branches: splitIfsc(branches),
      sanctionLimit: role === 'banker' ? limitOf(limit) : null,
    };
    if (await attempt(() => change(body).unwrap())) setEditing(false);
  };
  return (
    <tr style={member.active ? undefined : { opacity: 0.6 }}>
      <td>{member.name}</td>
      <td>{member.phone}</td>
      {editing ? (
        <td colSpan={3}>
          <div style={row}>
            <AssignmentFields {...{ role, setRole, branches, setBranches, limit, setLimit }} />
            <Button busy={isLoading} onClick={() => void save()}>
              {text(O.saveStaff)}
            </Button>
          </div>
        </td>
      ) : (
        <>
          <td>{text(ROLE_LABELS[member.role])}</td>
          <td>{member.branches.join(', ')}</td>
          <td>{member.sanctionLimit === null ? '—' : `₹${member.sanctionLimit.toLocaleString('en-IN')}`}</td>
        </>
      )}
      <td>
        <div style={row}>
          <Button variant="ghost" onClick={() => setEditing(!editing)}>
            {text(O.edit)}
          </Button>
          <Button
            variant="ghost"
            onClick={() => void attempt(() => change({ phone: member.phone, active: !member.active }).unwrap())}
          >
            {text(member.active ? O.deactivate : O.activate)}
          </Button>
        </div>
        <RefusedSaveDialog refusal={refusal} onClose={clear} />
      </td>
    </tr>
  );
}

function StaffSection() {
  const staff = useAdminStaffQuery();
  const [add, { isLoading }] = useAdminAddStaffMutation();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('banker');
  const [branches, setBranches] = useState('');
  const [limit, setLimit] = useState('');
  const { refusal, attempt, clear } = useRefusal();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      phone,
      name,
      role,
      branches: splitIfsc(branches),
      sanctionLimit: role === 'banker' ? limitOf(limit) : null,
    };
    if (await attempt(() => add(body).unwrap())) {
      setPhone('');
      setName('');
      setBranches('');
      setLimit('');
    }
  };
  return (
    <Section title={text(O.staff)}>
      <table aria-label={text(O.staff)} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th align="left">{text(O.name)}</th>
            <th align="left">{text(O.mobile)}</th>
            <th align="left">{text(O.role)}</th>
            <th align="left">{text(O.branchOrPanel)}</th>
            <th align="left">{text(O.sanctionLimit)}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(staff.data ?? []).map((member) => (
            <StaffRow key={member.id} member={member} />
          ))}
        </tbody>
      </table>
      <form onSubmit={(event) => void submit(event)} style={row} aria-label={text(O.addStaff)}>
        <TextField label={text(O.name)} value={name} onChange={(event) => setName(event.target.value)} required />
        <TextField
          label={text(O.mobile)}
          inputMode="numeric"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          required
        />
        <AssignmentFields {...{ role, setRole, branches, setBranches, limit, setLimit }} />
        <Button type="submit" busy={isLoading}>
          {text(O.addStaff)}
        </Button>
      </form>
      <RefusedSaveDialog refusal={refusal} onClose={clear} />
    </Section>
  );
}

function UnroutedSection() {
  const unrouted = useAdminUnroutedQuery();
  const branches = useAdminBranchesQuery();
  const [route] = useAdminRouteMutation();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const { refusal, attempt, clear } = useRefusal();
  const options = (branches.data ?? []).map((branch) => ({
    value: branch.ifsc,
    label: `${branch.ifsc} — ${branch.name}`,
  }));
  const items = unrouted.data ?? [];
  return (
    <Section title={text(O.unrouted)}>
      {items.length === 0 && <Note>{text(O.noUnrouted)}</Note>}
      {items.map((item) => (
        <div key={item.userId} style={row}>
          <span>
            {item.applicantName} · {item.address}
          </span>
          <SelectField
            label={`${text(O.routeTo)} (${item.applicantName ?? item.phoneNumber})`}
            placeholder={text(O.routeTo)}
            options={options}
            value={chosen[item.userId] ?? ''}
            onChange={(event) => setChosen({ ...chosen, [item.userId]: event.target.value })}
          />
          <Button
            disabled={!chosen[item.userId]}
            onClick={() => void attempt(() => route({ userId: item.userId, ifsc: chosen[item.userId]! }).unwrap())}
          >
            {text(O.routeTo)}
          </Button>
        </div>
      ))}
      <RefusedSaveDialog refusal={refusal} onClose={clear} />
    </Section>
  );
}

/**
 * The admin's screen (/staff-admin, role admin): branches and their PIN codes, staff with role, branch or
 * panel and limit, and the applications no branch serves yet. The server applies the same rules and audit
 * as the branches and users commands.
 */
export function StaffAdminPage() {
  return (
    <StaffScreen title={O.staffAdministration}>
      <BranchesSection />
      <StaffSection />
      <UnroutedSection />
    </StaffScreen>
  );
}
