import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { DocumentChecklist } from './DocumentChecklist';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('DocumentChecklist', () => {
  it('folded, names what to have ready; opened, says which documents are needed, which optional, and why', async () => {
    renderWithTheme(<DocumentChecklist language="en" />);
    const summary = screen.getByText('Before you start: what to have ready');
    expect(screen.getByRole('list', { hidden: true })).not.toBeVisible();

    await userEvent.click(summary);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Aadhar Card (Needed): Proves who you are and where you live (the bank’s KYC).',
      'PAN Card (Optional): Another proof of identity, if you have one. Many small farmers have no PAN: you can apply without it.',
      'Voter ID Card (Optional): Another proof of identity and address, besides the Aadhar card.',
      'Applicant Photograph (Needed): Your photograph, for the application and the card (a photo, not a PDF).',
      'Khasra Copy (Needed): Your fields: plot numbers and area, from which the loan limit is worked out with your crops.',
      'Khatauni Copy (Needed): Who holds the land: the bank’s lawyer checks your ownership with it.',
      'Bank Passbook First Page (Needed): The first page of your passbook: the account the loan is paid into.',
    ]);
  });

  it('is all in Hindi when Hindi is chosen', async () => {
    renderWithTheme(<DocumentChecklist language="hi" />);
    await userEvent.click(screen.getByText('शुरू करने से पहले: क्या तैयार रखें'));
    for (const item of within(screen.getByRole('list')).getAllByRole('listitem')) {
      expect(item.textContent).toMatch(DEVANAGARI);
      // Only the file kinds stay in Latin letters.
      expect(item.textContent!.replace(/PDF/g, '')).not.toMatch(/[A-Za-z]/);
    }
    expect(screen.getByText(/वैकल्पिक दस्तावेज़ मदद करते हैं/)).toBeInTheDocument();
  });
});
