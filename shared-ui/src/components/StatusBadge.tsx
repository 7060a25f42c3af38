import styled, { type DefaultTheme } from 'styled-components';
import { translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import {
  normalizeStatus,
  statusGroupOf,
  statusLabel,
  type StatusGroupId,
} from '@kisan-credit/shared-api/contract/status';
import { currentLanguage } from '../i18n/language';

type Tone = { color: keyof DefaultTheme['colors']; background: keyof DefaultTheme['colors'] };

// One tone per banker tab, so a row's stage reads at a glance; the words carry the meaning.
const TONES: Record<StatusGroupId, Tone> = {
  awaitingLawyerAssignment: { color: 'muted', background: 'staffBackground' },
  underLegalReview: { color: 'info', background: 'infoSoft' },
  readyForBankingReview: { color: 'success', background: 'successSoft' },
  finalApprovalAndDisbursed: { color: 'onBrand', background: 'brand' },
};

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $tone }) => theme.colors[$tone.color]};
  background: ${({ theme, $tone }) => theme.colors[$tone.background]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  white-space: nowrap;
`;

/** An application's status as its badge label (docs/requirements.md#r4-statuses); missing or unknown statuses read 'Submitted'. */
export function StatusBadge({
  status,
  language = currentLanguage(),
}: {
  status: string | null | undefined;
  language?: Language;
}) {
  const known = normalizeStatus(status);
  return (
    <Badge $tone={TONES[statusGroupOf(known)]} data-status={known}>
      {translate(statusLabel(known), language)}
    </Badge>
  );
}
