import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

export const NAVIGATION_TEXTS = {
  brand: message('navigation:brand'),
  home: message('navigation:home'),
  contactUs: message('navigation:contactUs'),
  aboutUs: message('navigation:aboutUs'),
  login: message('navigation:login'),
  openMenu: message('navigation:openMenu'),
  closeMenu: message('navigation:closeMenu'),
  mainNavigation: message('navigation:mainNavigation'),
} as const satisfies Record<string, Message>;
