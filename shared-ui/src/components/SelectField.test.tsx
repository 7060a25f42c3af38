import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEASONS } from '@kisan-credit/shared-api/contract/options';
import { renderWithTheme } from '../../test/renderWithTheme';
import { SelectField } from './SelectField';

const CASTES = [
  { value: 'General', label: 'General' },
  { value: 'SC', label: 'SC' },
  { value: 'OBC', label: 'OBC' },
] as const;

describe('SelectField', () => {
  it('labels the select and lists the placeholder first, then the options', () => {
    renderWithTheme(<SelectField label="Caste Category" options={CASTES} placeholder="Select category" />);
    const select = screen.getByRole('combobox', { name: 'Caste Category' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Select category', 'General', 'SC', 'OBC']);
    expect(options[0]).toHaveValue('');
    expect(select).toHaveValue('');
  });

  it('has no empty option without a placeholder', () => {
    renderWithTheme(<SelectField label="Season" options={[{ value: 'Rabi', label: 'Rabi' }]} />);
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it("shows the contract's option lists in the chosen language, keeping the stored values", () => {
    const { rerender } = renderWithTheme(<SelectField label="Season" options={SEASONS} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Rabi', 'Kharif', 'Zaid']);
    rerender(<SelectField label="Season" options={SEASONS} language="hi" />);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['रबी', 'खरीफ़', 'ज़ायद']);
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['Rabi', 'Kharif', 'Zaid']);
  });

  it('reports the chosen value', async () => {
    const onChange = jest.fn();
    renderWithTheme(<SelectField label="Caste Category" options={CASTES} placeholder="Select" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Caste Category' });
    await userEvent.selectOptions(select, 'OBC');
    expect(select).toHaveValue('OBC');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('associates its error and marks itself invalid', () => {
    renderWithTheme(
      <SelectField label="Caste Category" options={CASTES} error="Caste category is required" required />,
    );
    const select = screen.getByRole('combobox', { name: /Caste Category/ });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Caste category is required');
    expect(select).toBeRequired();
  });
});
