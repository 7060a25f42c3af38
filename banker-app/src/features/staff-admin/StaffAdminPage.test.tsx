import { screen, within } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import type { StaffMember } from '@kisan-credit/shared-api/contract/organisation';
import { renderBankerApp } from '../../testing/renderBankerApp';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const MEERA: StaffMember = {
  id: 's-1',
  phone: '9000000010',
  name: 'Meera Joshi',
  role: 'banker',
  branches: ['SBIN0001234'],
  sanctionLimit: 500_000,
  active: true,
};

function scriptAdministration() {
  server.answer('GET /api/admin/branches', {
    body: { data: [{ id: 'b-1', ifsc: 'SBIN0001234', name: 'Rampur', pins: ['261001'], servesEveryPin: false }] },
  });
  server.answer('GET /api/admin/staff', { body: { data: [MEERA] } });
  server.answer('GET /api/admin/applications/unrouted', { body: { data: [] } });
}

describe('staff administration: a refused change', () => {
  it("says 'Oops!' with the server's reason and keeps what the admin typed", async () => {
    scriptAdministration();
    server.answer('POST /api/admin/staff', {
      status: 409,
      body: { error: 'This mobile number already has an account', code: 'phoneTaken' },
    });
    const { user } = renderBankerApp(server, '/staff-admin');
    const form = await screen.findByRole('form', { name: 'Add staff member' });
    await user.type(within(form).getByLabelText(/Name/), 'Ravi Kumar');
    await user.type(within(form).getByLabelText(/Mobile/), '9000000010');
    await user.click(within(form).getByRole('button', { name: 'Add staff member' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Oops!' });
    expect(dialog).toHaveTextContent('This mobile number already has an account');
    expect(within(dialog).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(form).getByLabelText(/Name/)).toHaveValue('Ravi Kumar');
  });

  it("shows the server's reason when a staff member's change is refused", async () => {
    scriptAdministration();
    server.answer('PATCH /api/admin/staff/9000000010', {
      status: 422,
      body: { error: 'A banker needs a branch', code: 'badRequest' },
    });
    const { user } = renderBankerApp(server, '/staff-admin');
    const row = await screen.findByRole('row', { name: /Meera Joshi/ });
    await user.click(within(row).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('alertdialog', { name: 'Oops!' })).toHaveTextContent('A banker needs a branch');
  });
});
