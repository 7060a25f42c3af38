import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

export const FOOTER_TEXTS = {
  /** The product's name as the navigation bar writes it, in the reader's script. */
  brand: message('navigation:brand'),
  about: message('footer:about'),
  quickLinks: message('footer:quickLinks'),
  aboutUs: message('footer:aboutUs'),
  contact: message('footer:contact'),
  farmerLogin: message('footer:farmerLogin'),
  contactDetails: message('footer:contactDetails'),
  followUs: message('footer:followUs'),
  rightsReserved: message('footer:rightsReserved'),
} as const satisfies Record<string, Message>;
