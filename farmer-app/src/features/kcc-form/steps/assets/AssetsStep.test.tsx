import { screen, within } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { openStep, renderKccForm, savedApplication } from '../../testing/renderKccForm';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
beforeEach(() => localStorage.clear());
afterEach(() => server.reset());
afterAll(() => server.close());

describe('step 4, property and assets', () => {
  it('totals each item and each kind, and lists the three most valuable items of each kind', async () => {
    const { user } = await renderKccForm(server, { application: savedApplication() });
    await openStep(user, 'Property & Assets');
    const gold = screen.getByRole('group', { name: 'Gold (Grams)' });
    await user.clear(within(gold).getByLabelText('Units (Grams)'));
    await user.type(within(gold).getByLabelText('Units (Grams)'), '10');
    await user.clear(within(gold).getByLabelText('Value per unit'));
    await user.type(within(gold).getByLabelText('Value per unit'), '6000');
    expect(gold).toHaveTextContent('Total: ₹60,000');
    const cattle = screen.getByRole('group', { name: 'Milch Cattle (Animals)' });
    await user.clear(within(cattle).getByLabelText('Units (Animals)'));
    await user.type(within(cattle).getByLabelText('Units (Animals)'), '1');
    await user.clear(within(cattle).getByLabelText('Value per unit'));
    await user.type(within(cattle).getByLabelText('Value per unit'), '40000');

    // Buffaloes 2 × 60,000 and a tractor 4,50,000 come with the saved application.
    expect(screen.getByRole('region', { name: 'Movable Assets' })).toHaveTextContent(
      'Movable Assets – Total: ₹6,70,000',
    );
    const summary = screen.getByRole('region', { name: 'Portfolio Summary' });
    expect(summary).toHaveTextContent('Total Movable Assets₹6,70,000');
    expect(summary).toHaveTextContent('Total Immovable Assets₹24,60,000');
    expect(summary).toHaveTextContent('Total Assets₹31,30,000');
    const top = within(screen.getByRole('region', { name: 'Movable Assets: Most valuable items' })).getAllByRole(
      'listitem',
    );
    expect(top.map((item) => item.textContent)).toEqual([
      'Tractor: 1 Units × ₹4,50,000 = ₹4,50,000',
      'Milch Buffaloes: 2 Animals × ₹60,000 = ₹1,20,000',
      'Gold: 10 Grams × ₹6,000 = ₹60,000',
    ]);
  });
});
