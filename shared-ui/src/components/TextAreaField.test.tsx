import { LEGAL_VERDICT_LABELS } from '@kisan-credit/shared-api/contract/messages/workflow';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { DetailList } from './DetailList';
import { RadioGroupField } from './RadioGroupField';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('is labelled, marks required, and ties the hint and the error to the control', () => {
    renderWithTheme(
      <TextAreaField label="Remarks" hint="For the bank" error="Please enter your remarks" required defaultValue="" />,
    );
    const box = screen.getByRole('textbox', { name: 'Remarks' });
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('For the bank Please enter your remarks');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('RadioGroupField', () => {
  function Verdict() {
    const [value, setValue] = useState('');
    return (
      <RadioGroupField
        label="Verdict"
        name="verdict"
        required
        value={value}
        onChange={setValue}
        error={value === '' ? 'Please choose a verdict' : undefined}
        options={[
          { value: 'clearTitle', label: LEGAL_VERDICT_LABELS.clearTitle },
          { value: 'issuesFound', label: 'Issues found' },
        ]}
      />
    );
  }

  it('offers each option as a radio button in a named group', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Verdict />);
    const group = screen.getByRole('group', { name: 'Verdict' });
    expect(group).toHaveAccessibleDescription('Please choose a verdict');
    await user.click(screen.getByRole('radio', { name: 'Issues found' }));
    expect(screen.getByRole('radio', { name: 'Issues found' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Clear title' })).not.toBeChecked();
    expect(screen.queryByText('Please choose a verdict')).not.toBeInTheDocument();
  });
});

describe('DetailList', () => {
  it('shows each name with its value', () => {
    renderWithTheme(
      <DetailList
        label="Personal Information"
        details={[
          { label: 'Age', value: '42' },
          { label: 'Address', value: 'N/A' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Age', 'Address']);
    expect(definitions).toEqual(['42', 'N/A']);
  });
});
