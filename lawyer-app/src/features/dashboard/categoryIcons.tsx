import { LineIcon } from '@kisan-credit/shared-ui/components/LineIcon';

// Decorative icons of the two categories (the names say what they are): an inbox and a ticked circle.
export function InboxIcon() {
  return (
    <LineIcon>
      <path d="M22 12h-6l-2 3h-4l-2-3H2" />
      <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
    </LineIcon>
  );
}

export function CompletedIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </LineIcon>
  );
}
