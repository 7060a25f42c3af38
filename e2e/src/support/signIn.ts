import type { Page } from 'playwright-core';
import type { Portal } from './portal';

export const DEMO_BANKER = '9000000001';
export const DEMO_LAWYER = '9000000002';
/** The demo branch's second banker: the checker of the demo banker's recommendations. */
export const DEMO_CHECKER = '9000000003';
export const DEMO_ADMIN = '9000000004';

/** Signs in through the landing page's 'Apply for an instant KCC Loan' card, as a person would. */
export async function signInThroughLanding(page: Page, portal: Portal, phone: string): Promise<void> {
  await page.goto(`${portal.url}/`);
  const card = page.getByRole('region', { name: 'Apply for an instant KCC Loan' });
  await card.getByLabel(/mobile number/i).fill(phone);
  await card.getByRole('button', { name: 'Get Started Now' }).click();
  await card.getByText('OTP sent successfully').waitFor();
  await card.getByPlaceholder('Enter 6-digit OTP').fill(portal.otpFor(phone));
  await card.getByRole('button', { name: 'Verify OTP' }).click();
}
