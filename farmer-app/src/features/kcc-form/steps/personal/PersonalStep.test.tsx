import { act, screen, within } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { emptySuggestions } from '@kisan-credit/shared-api/contract/suggestions';
import { setLanguage } from '@kisan-credit/shared-ui/i18n/language';
import { openStep, renderKccForm, savedApplication } from '../../testing/renderKccForm';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
beforeEach(() => localStorage.clear());
afterEach(() => server.reset());
afterAll(() => server.close());

const suggestions = {
  ...emptySuggestions(),
  applicantNames: [
    { value: 'RAMESH KUMAR', source: 'aadharCopy' },
    { value: 'SURESH KUMAR', source: 'pan' },
  ],
  fatherNames: [{ value: 'MOHAN LAL', source: 'aadharCopy' }],
  addresses: [
    { value: 'Village Rampur, Sitapur, Uttar Pradesh 261001', source: 'aadharCopy', role: 'holder' as const },
    { value: 'Rampur, Sitapur 261001', source: 'passbook', role: 'holder' as const },
  ],
  aadharNumbers: [{ value: '234567890123', source: 'aadharCopy' }],
  ages: [{ value: '42', source: 'aadharCopy', dateOfBirth: '1984-01-01', calculationMethod: 'dateOfBirth' }],
};

async function openPersonalStepWithSuggestions() {
  const rendered = await renderKccForm(server, { suggestions });
  // Leaving step 1 loads the suggestions (after the 2 s processing wait).
  await rendered.user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 2, name: 'Personal Details' }, { timeout: 4_000 });
  await screen.findByLabelText(/^Applicant name/);
  return rendered;
}

describe('step 2, personal details', () => {
  it('offers values read from the documents under the fields; pressing one fills the field', async () => {
    const { user } = await openPersonalStepWithSuggestions();
    await user.click(screen.getByRole('button', { name: 'Use RAMESH KUMAR (from Aadhar Card, holder)' }));
    expect(screen.getByLabelText(/^Applicant name/)).toHaveValue('RAMESH KUMAR');
    await user.click(screen.getByRole('button', { name: 'Use MOHAN LAL (from Aadhar Card, father/husband)' }));
    expect(screen.getByLabelText(/^Father\/Husband name/)).toHaveValue('MOHAN LAL');
    await user.click(screen.getByRole('button', { name: 'Use 42 (from Aadhar Card, holder)' }));
    expect(screen.getByLabelText(/^Age/)).toHaveValue(42);
    await user.click(screen.getByRole('button', { name: 'Use 234567890123 (from Aadhar Card, holder)' }));
    expect(screen.getByLabelText(/^Aadhar number/)).toHaveValue('234567890123');
  }, 10_000);

  it('names on each chip the document and whose value it read, in English and Hindi', async () => {
    await openPersonalStepWithSuggestions();
    const fatherChip = screen.getByRole('button', { name: 'Use MOHAN LAL (from Aadhar Card, father/husband)' });
    expect(fatherChip).toHaveTextContent('MOHAN LAL');
    expect(fatherChip).toHaveTextContent('From Aadhar Card · father/husband');
    expect(screen.getByRole('button', { name: 'Use RAMESH KUMAR (from Aadhar Card, holder)' })).toHaveTextContent(
      'From Aadhar Card · holder',
    );
    act(() => void setLanguage('hi'));
    try {
      const hindiChip = screen.getByRole('button', { name: 'MOHAN LAL का उपयोग करें (आधार कार्ड से, पिता/पति)' });
      expect(hindiChip).toHaveTextContent('आधार कार्ड से · पिता/पति');
    } finally {
      act(() => void setLanguage('en'));
    }
  }, 8_000);

  it('asks for the PIN Code, offering the PIN the address suggestions end with, once', async () => {
    const { user } = await openPersonalStepWithSuggestions();
    const pin = screen.getByLabelText(/^PIN Code/);
    expect(pin).toBeRequired();
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    const chips = screen.getAllByRole('button', { name: /^Use 261001 \(from / });
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual(['Use 261001 (from Aadhar Card, holder)']);
    await user.click(chips[0]!);
    expect(pin).toHaveValue('261001');
  }, 8_000);

  it('takes a PIN Code typed in Hindi digits and refuses five digits, saying what a PIN code looks like', async () => {
    const { user } = await renderKccForm(server, { application: savedApplication({ pinCode: '' }) });
    await openStep(user, 'Personal Details');
    const pin = screen.getByLabelText(/^PIN Code/);
    await user.type(pin, '२६१००');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Please enter a valid PIN code: 6 digits, the first not 0, like 261001'),
    ).toBeVisible();
    expect(pin).toHaveFocus();
    await user.type(pin, '१');
    expect(screen.queryByText(/valid PIN code/)).not.toBeInTheDocument();
  }, 10_000);

  it('shows each chip in its own field’s grid cell, under that field', async () => {
    await openPersonalStepWithSuggestions();
    const cellOf = (element: HTMLElement) => {
      let cell = element;
      while (cell.parentElement && getComputedStyle(cell.parentElement).display !== 'grid') cell = cell.parentElement;
      return cell;
    };
    for (const [label, chip] of [
      [/^Father\/Husband name/, 'Use MOHAN LAL (from Aadhar Card, father/husband)'],
      [/^Age/, 'Use 42 (from Aadhar Card, holder)'],
      [/^Aadhar number/, 'Use 234567890123 (from Aadhar Card, holder)'],
    ] as const) {
      expect(cellOf(screen.getByLabelText(label))).toContainElement(screen.getByRole('button', { name: chip }));
    }
  }, 8_000);

  it('warns when the names on two documents are not the same name', async () => {
    await openPersonalStepWithSuggestions();
    expect(
      screen.getByText(
        /The name on your Aadhar Card \(RAMESH KUMAR\) does not match the name on your PAN Card \(SURESH KUMAR\)/,
      ),
    ).toBeInTheDocument();
  }, 8_000);

  it("compares only holders' names: a father's name read from the PAN card is neither offered nor a mismatch", async () => {
    const { user } = await renderKccForm(server, {
      suggestions: {
        ...emptySuggestions(),
        applicantNames: [
          { value: 'RAMESH KUMAR', source: 'aadharCopy', role: 'holder' },
          { value: 'SURESH KUMAR', source: 'pan', role: 'father' },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Use RAMESH KUMAR (from Aadhar Card, holder)' }, { timeout: 4_000 });
    expect(
      screen.queryByRole('button', { name: 'Use SURESH KUMAR (from PAN Card, father/husband)' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/does not match the name on your/)).not.toBeInTheDocument();
  }, 10_000);

  it('keeps the fields within their limits, PAN in capitals', async () => {
    const { user } = await renderKccForm(server);
    await openStep(user, 'Personal Details');
    expect(screen.getByLabelText(/^Aadhar number/)).toHaveAttribute('maxlength', '12');
    expect(screen.getByLabelText(/^Aadhar number/)).toHaveAttribute('placeholder', '12-digit Aadhar number');
    expect(screen.getByLabelText(/^Age/)).toHaveAttribute('min', '18');
    expect(screen.getByLabelText(/^Age/)).toHaveAttribute('max', '100');
    await user.type(screen.getByLabelText(/^PAN number/), 'abcde1234fzz');
    expect(screen.getByLabelText(/^PAN number/)).toHaveValue('ABCDE1234F');
    expect(screen.getByLabelText(/^Reference contact mobile number/)).toHaveAttribute('maxlength', '10');
  });

  it('asks for the other qualification only when Other is chosen', async () => {
    const { user } = await renderKccForm(server);
    await openStep(user, 'Personal Details');
    expect(screen.queryByLabelText(/^Other qualification/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Educational qualification/), 'Other');
    expect(screen.getByLabelText(/^Other qualification/)).toBeRequired();
  });

  it('adds family members and reference contacts; the first of each cannot be removed', async () => {
    const { user } = await renderKccForm(server, { application: savedApplication() });
    await openStep(user, 'Personal Details');
    const family = screen.getByRole('region', { name: 'Family Members' });
    expect(within(family).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(within(family).getByRole('button', { name: '+ Add Family Member' }));
    expect(within(family).getByRole('group', { name: 'Family Member 2' })).toBeInTheDocument();
    await user.click(within(family).getByRole('button', { name: 'Remove Family Member 2' }));
    expect(within(family).queryByRole('group', { name: 'Family Member 2' })).not.toBeInTheDocument();
    expect(within(family).getByLabelText(/^Family member name/)).toHaveValue('Sunita Devi');

    const contacts = screen.getByRole('region', { name: 'Reference Contacts' });
    await user.click(within(contacts).getByRole('button', { name: '+ Add Reference Contact' }));
    expect(within(contacts).getAllByRole('button', { name: /Remove/ })).toHaveLength(1);
  });

  it('names an age outside 18 to 100 in plain words', async () => {
    const { user } = await renderKccForm(server, { application: savedApplication() });
    await openStep(user, 'Personal Details');
    await user.clear(screen.getByLabelText(/^Age/));
    await user.type(screen.getByLabelText(/^Age/), '16');
    server.answer('PUT /api/loan/save-draft', {
      status: 400,
      body: { error: 'Age must be between 18 and 100', code: 'validation' },
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Age must be between 18 and 100', { selector: 'p[id$="-error"]' }),
    ).toBeInTheDocument();
  });
});
