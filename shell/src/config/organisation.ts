/**
 * How people reach the Kisan Credit team: shown in the footer and (later) on the contact page.
 * PLACEHOLDER values until the business supplies its own.
 */
export const ORGANISATION = {
  name: 'Kisan Credit',
  helplinePhone: '+91 1800 123 4567',
  email: 'support@kisancredit.in',
  address: 'Krishi Bhawan Road, New Delhi 110001',
  social: { label: 'Facebook', url: 'https://www.facebook.com/kisancredit' },
} as const;
