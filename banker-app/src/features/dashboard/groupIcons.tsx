import type { ReactElement } from 'react';
import type { StatusGroupId } from '@kisan-credit/shared-api/contract/status';
import { LineIcon } from '@kisan-credit/shared-ui/components/LineIcon';

// Decorative icons of the four tabs (the names say what they are): a clock, a scale, a bank, a tick.

export const GROUP_ICONS: Record<StatusGroupId, ReactElement> = {
  awaitingLawyerAssignment: (
    <LineIcon>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </LineIcon>
  ),
  underLegalReview: (
    <LineIcon>
      <path d="M12 3v18M5 7h14M5 7l-3 7h6zM19 7l-3 7h6z" />
    </LineIcon>
  ),
  readyForBankingReview: (
    <LineIcon>
      <path d="M3 10h18L12 4zM5 10v8M9 10v8M15 10v8M19 10v8M3 20h18" />
    </LineIcon>
  ),
  finalApprovalAndDisbursed: (
    <LineIcon>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </LineIcon>
  ),
};
