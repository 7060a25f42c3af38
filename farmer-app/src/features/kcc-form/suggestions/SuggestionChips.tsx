import styled from 'styled-components';
import {
  suggestionChipName,
  suggestionOrigin,
  WIZARD_MESSAGES,
} from '@kisan-credit/shared-api/contract/messages/wizard';
import { documentSlotLabel } from '@kisan-credit/shared-api/contract/options';
import type { Suggestion } from '@kisan-credit/shared-api/contract/suggestions';
import { text } from '@kisan-credit/shared-ui/i18n/text';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
`;

const Caption = styled.span`
  width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Chip = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px dashed ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * Values read from the farmer's documents, under a field; pressing one fills the field (docs/requirements.md#r3-suggestions). Each names
 * its document and whose value it is (docs/requirements.md#r10-suggestion-roles).
 */
export function SuggestionChips({
  suggestions,
  onUse,
}: {
  suggestions: readonly Suggestion[];
  onUse: (value: string) => void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <Box>
      <Caption>{text(WIZARD_MESSAGES.fromYourDocuments)}</Caption>
      {suggestions.map((suggestion) => {
        const source = documentSlotLabel(suggestion.source);
        return (
          <Chip
            key={`${suggestion.source}:${suggestion.value}`}
            type="button"
            aria-label={text(suggestionChipName(suggestion.value, source, suggestion.role))}
            onClick={() => onUse(suggestion.value)}
          >
            <span>{suggestion.value}</span>
            <small>{text(suggestionOrigin(source, suggestion.role))}</small>
          </Chip>
        );
      })}
    </Box>
  );
}
