/**
 * How people reach the Kisan Credit team: shown in the footer and on the contact page.
 * PLACEHOLDER values until the business supplies its own. The product's name is a text (navigation:brand),
 * written in each reader's script.
 */
export const ORGANISATION = {
  /** The 24/7 helpline, also the footer's phone number. */
  helplinePhone: '+91 1800 123 4567',
  /** The contact page's phone list. */
  phones: ['+91 11 2345 6789', '+91 98765 43210'],
  email: 'support@kisancredit.in',
  address: 'Krishi Bhawan Road, New Delhi 110001',
  social: { label: 'Facebook', url: 'https://www.facebook.com/kisancredit' },
} as const;
