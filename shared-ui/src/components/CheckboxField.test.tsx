import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { CheckboxField } from './CheckboxField';

describe('CheckboxField', () => {
  it('is a labelled checkbox that toggles from its label', async () => {
    renderWithTheme(<CheckboxField label="I accept the terms and conditions" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(screen.getByText('I accept the terms and conditions'));
    expect(checkbox).toBeChecked();
  });

  it('associates its error', () => {
    renderWithTheme(<CheckboxField label="Privacy consent" error="Please accept to continue" required />);
    const checkbox = screen.getByRole('checkbox', { name: /Privacy consent/ });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Please accept to continue');
    expect(checkbox).toBeRequired();
  });

  it('stays a checkbox whatever type is forced on it', () => {
    // @ts-expect-error type is not a prop of CheckboxField
    renderWithTheme(<CheckboxField label="Guarantor" type="text" />);
    expect(screen.getByRole('checkbox', { name: 'Guarantor' })).toBeInTheDocument();
  });
});
