import { messageId, translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { act, createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { FIELD_LABELS } from '@kisan-credit/shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/validation';
import { setLanguage } from '../i18n/language';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels its input', () => {
    renderWithTheme(<TextField label="Phone Number" type="tel" />);
    const input = screen.getByLabelText('Phone Number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('id');
  });

  it('gives two fields different generated ids', () => {
    renderWithTheme(
      <>
        <TextField label="First" />
        <TextField label="Second" />
      </>,
    );
    expect(screen.getByLabelText('First').id).not.toBe(screen.getByLabelText('Second').id);
  });

  it('keeps an id passed by the caller', () => {
    renderWithTheme(<TextField label="Enter OTP" id="otp" />);
    expect(screen.getByLabelText('Enter OTP')).toHaveAttribute('id', 'otp');
  });

  it('is valid and undescribed without hint or error', () => {
    renderWithTheme(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('ties the hint to the input', () => {
    renderWithTheme(<TextField label="Aadhar Number" hint="12-digit number" />);
    expect(screen.getByLabelText('Aadhar Number')).toHaveAccessibleDescription('12-digit number');
  });

  it('shows the error next to the field, marks it invalid and describes it with hint and error', () => {
    renderWithTheme(<TextField label="Phone Number" hint="10 digits" error="Please enter a valid number" />);
    const input = screen.getByLabelText('Phone Number');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('10 digits Please enter a valid number');
    expect(screen.getByText('Please enter a valid number')).toBeVisible();
  });

  it("keeps the caller's own aria-describedby", () => {
    renderWithTheme(
      <>
        <p id="outside">Sent to 98765 43210</p>
        <TextField label="Enter OTP" aria-describedby="outside" error="Invalid OTP" />
      </>,
    );
    expect(screen.getByLabelText('Enter OTP')).toHaveAccessibleDescription('Sent to 98765 43210 Invalid OTP');
  });

  it('drops the error association when the error is cleared', () => {
    const { rerender } = renderWithTheme(<TextField label="Name" error="Required" />);
    rerender(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it('passes input props and the ref through, and takes typing', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    renderWithTheme(
      <TextField
        label="Enter OTP"
        ref={ref}
        placeholder="Enter 6-digit OTP"
        maxLength={6}
        required
        onChange={onChange}
      />,
    );
    const input = screen.getByPlaceholderText('Enter 6-digit OTP');
    expect(ref.current).toBe(input);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxlength', '6');
    await userEvent.type(input, '1234567');
    expect(input).toHaveValue('123456');
    expect(onChange).toHaveBeenCalledTimes(6);
  });
});

describe('a field’s error in Hindi', () => {
  afterEach(() => act(() => void setLanguage('en')));

  it('shows a contract validation message in Hindi to a Hindi reader, and in English otherwise', () => {
    const message = VALIDATION_MESSAGES.required(FIELD_LABELS.applicantName);
    const { rerender } = renderWithTheme(
      <TextField label="Applicant Name" error={messageId(message)} defaultValue="" />,
    );
    expect(screen.getByText(translate(message, 'en'))).toBeInTheDocument();

    act(() => void setLanguage('hi'));
    rerender(<TextField label="Applicant Name" error={messageId(message)} defaultValue="" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(translate(message, 'hi'));
  });

  it('leaves an error that is not a contract message as it was given', () => {
    act(() => void setLanguage('hi'));
    renderWithTheme(<TextField label="Remarks" error="कृपया टिप्पणी दर्ज करें" defaultValue="" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('कृपया टिप्पणी दर्ज करें');
  });
});
