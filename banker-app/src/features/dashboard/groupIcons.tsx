import type { ReactElement } from 'react';
import type { StatusGroupId } from 'shared-api/contract/status';

// Decorative icons of the four tabs (the names say what they are): a clock, a scale, a bank, a tick.
const svgProps = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const GROUP_ICONS: Record<StatusGroupId, ReactElement> = {
  awaitingLawyerAssignment: (
    <svg {...svgProps}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </svg>
  ),
  underLegalReview: (
    <svg {...svgProps}>
      <path d="M12 3v18M5 7h14M5 7l-3 7h6zM19 7l-3 7h6z" />
    </svg>
  ),
  readyForBankingReview: (
    <svg {...svgProps}>
      <path d="M3 10h18L12 4zM5 10v8M9 10v8M15 10v8M19 10v8M3 20h18" />
    </svg>
  ),
  finalApprovalAndDisbursed: (
    <svg {...svgProps}>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </svg>
  ),
};
