import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FARMER_DOCUMENT_SLOTS } from '@kisan-credit/shared-api/contract/options';
import { renderWithTheme } from '../../test/renderWithTheme';
import { DocumentUploadCard, type DocumentUploadCardProps } from './DocumentUploadCard';

const pan = new File(['%PDF'], 'pan.pdf', { type: 'application/pdf' });

function renderCard(overrides: Partial<DocumentUploadCardProps> = {}) {
  const props: DocumentUploadCardProps = {
    slot: FARMER_DOCUMENT_SLOTS[1],
    state: { uploading: false, progress: 0 },
    uploaded: false,
    onChoose: jest.fn(),
    onUpload: jest.fn(),
    onPreview: jest.fn(),
    onReupload: jest.fn(),
    ...overrides,
  };
  const view = renderWithTheme(<DocumentUploadCard {...props} />);
  return { ...view, props };
}

describe('DocumentUploadCard', () => {
  it('starts empty: a labelled file chooser, no Upload button, no Preview', () => {
    renderCard();
    const card = screen.getByRole('region', { name: 'PAN Card' });
    expect(card).toHaveTextContent('PDF/Image');
    expect(screen.getByLabelText('Choose File: PAN Card')).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Preview/ })).not.toBeInTheDocument();
  });

  it('hands the chosen file over', async () => {
    const { props } = renderCard();
    const file = new File(['x'], 'pan.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Choose File: PAN Card'), file);
    expect(props.onChoose).toHaveBeenCalledWith(file);
  });

  it('with a chosen file shows its name and the Upload button', async () => {
    const { props } = renderCard({ state: { file: pan, fileName: 'pan.pdf', uploading: false, progress: 0 } });
    expect(screen.getByText('pan.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload PAN Card' }));
    expect(props.onUpload).toHaveBeenCalledTimes(1);
  });

  it('shows progress while the file is sent', () => {
    renderCard({ state: { file: pan, fileName: 'pan.pdf', uploading: true, progress: 0.45 } });
    expect(screen.getByRole('button', { name: /Uploading/ })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByText('Uploading... 45%')).toBeInTheDocument();
  });

  it('once uploaded says so and offers Preview and Reupload', async () => {
    const { props } = renderCard({ uploaded: true, savedFileName: 'pan.pdf' });
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded Successfully');
    expect(screen.queryByLabelText(/Choose File/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview PAN Card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reupload PAN Card' }));
    expect(props.onPreview).toHaveBeenCalledTimes(1);
    expect(props.onReupload).toHaveBeenCalledTimes(1);
  });

  it('ties a problem to the file chooser', () => {
    renderCard({ state: { uploading: false, progress: 0, error: 'Document upload failed' } });
    const input = screen.getByLabelText('Choose File: PAN Card');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Document upload failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Document upload failed');
  });
});
