import styled from 'styled-components';
import { translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import {
  DOCUMENT_CHECKLIST,
  DOCUMENT_CHECKLIST_MESSAGES as M,
} from '@kisan-credit/shared-api/contract/messages/documentChecklist';
import { FARMER_DOCUMENT_SLOTS } from '@kisan-credit/shared-api/contract/options';
import { currentLanguage } from '../i18n/language';

const Box = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space.md};

  summary {
    cursor: pointer;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const Tag = styled.span<{ $needed: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme, $needed }) => ($needed ? theme.colors.brand : theme.colors.muted)};
`;

export interface DocumentChecklistProps {
  language?: Language;
  className?: string;
}

/**
 * The farmer's documents, what each is used for and whether the bank needs it (the landing page and the
 * wizard's first step). Folded by default, so it never pushes the page's own content down on a phone.
 */
export function DocumentChecklist({ language = currentLanguage(), className }: DocumentChecklistProps) {
  const t = (message: Parameters<typeof translate>[0]) => translate(message, language);
  return (
    <Box className={className}>
      <summary>{t(M.title)}</summary>
      <p>{t(M.intro)}</p>
      <List>
        {FARMER_DOCUMENT_SLOTS.map((slot) => {
          const { needed, usedFor } = DOCUMENT_CHECKLIST[slot.value];
          return (
            <li key={slot.value}>
              <strong>{t(slot.label)}</strong> <Tag $needed={needed}>({t(needed ? M.needed : M.optional)})</Tag>:{' '}
              {t(usedFor)}
            </li>
          );
        })}
      </List>
    </Box>
  );
}
