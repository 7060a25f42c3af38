import type { Message } from 'shared-api/contract/messages/catalogue';

export const NAVIGATION_TEXTS = {
  brand: { en: 'Kisan Credit', hi: 'किसान क्रेडिट' },
  home: { en: 'Home', hi: 'होम' },
  contactUs: { en: 'Contact Us', hi: 'संपर्क करें' },
  aboutUs: { en: 'About Us', hi: 'हमारे बारे में' },
  login: { en: 'Login', hi: 'लॉग इन' },
  openMenu: { en: 'Open menu', hi: 'मेनू खोलें' },
  closeMenu: { en: 'Close menu', hi: 'मेनू बंद करें' },
  mainNavigation: { en: 'Main navigation', hi: 'मुख्य नेविगेशन' },
} as const satisfies Record<string, Message>;
