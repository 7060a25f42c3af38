import { useState } from 'react';
import styled from 'styled-components';
import { useGetLettersQuery, useIssueLetterMutation } from '@kisan-credit/shared-api/client/api';
import { errorTextOr } from '@kisan-credit/shared-api/client/errors';
import type { IssuedLetter, LetterKind } from '@kisan-credit/shared-api/contract/letters';
import { translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { fillLetterText, LETTER_MESSAGES as T } from '@kisan-credit/shared-api/contract/messages/letters';
import { formatShortDate } from '@kisan-credit/shared-api/contract/format/date';
import { currentLanguage } from '../i18n/language';
import { Button } from './Button';
import { DocumentPreviewDialog } from './DocumentPreviewDialog';
import { NoticeBar } from './NoticeBar';

const Box = styled.section`
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const NAMES = { sanctionLetter: T.sanctionLetter, applicationSummary: T.applicationSummary } as const;
const ISSUE = { sanctionLetter: T.issueSanctionLetter, applicationSummary: T.issueApplicationSummary } as const;

export interface LettersPanelProps {
  /** Staff: whose application; the farmer: none (their own). */
  userId?: string;
  /** The letters this reader may issue (a banker's); none for everyone else. */
  issuable?: readonly LetterKind[];
  language?: Language;
}

/**
 * The bank's letters on an application (docs/requirements.md#r10-letters): each opens in the document viewer, which also
 * downloads it; a banker issues them here. The farmer sees the sanction letter once the loan is sanctioned.
 */
export function LettersPanel({ userId, issuable = [], language = currentLanguage() }: LettersPanelProps) {
  const t = (message: (typeof T)[keyof typeof T], values: Record<string, string> = {}) =>
    fillLetterText(translate(message, language), values);
  const { data: letters = [] } = useGetLettersQuery(userId ? { userId } : undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [issue, { isLoading }] = useIssueLetterMutation();
  const [open, setOpen] = useState<IssuedLetter>();
  const [failure, setFailure] = useState<string>();
  if (letters.length === 0 && issuable.length === 0) return null;

  const issueLetter = async (kind: LetterKind) => {
    setFailure(undefined);
    try {
      setOpen(await issue({ userId: userId!, kind }).unwrap());
    } catch (error) {
      setFailure(t(T.issueFailed) + errorTextOr(error, ''));
    }
  };

  return (
    <Box aria-labelledby="letters-title" data-print="hide">
      <h2 id="letters-title" style={{ margin: 0 }}>
        {t(T.lettersTitle)}
      </h2>
      {letters.length === 0 && <p>{t(T.noLetters)}</p>}
      {letters.map((letter) => (
        <Row key={letter.url}>
          <span>
            <strong>{t(NAMES[letter.kind])}</strong>, {t(T.issuedOn, { date: formatShortDate(letter.issuedAt) })}
          </span>
          <Button variant="secondary" onClick={() => setOpen(letter)}>
            {t(T.open)}: {t(NAMES[letter.kind])}
          </Button>
        </Row>
      ))}
      {issuable.length > 0 && (
        <Row>
          {issuable.map((kind) => (
            <Button key={kind} onClick={() => void issueLetter(kind)} busy={isLoading}>
              {t(ISSUE[kind])}
            </Button>
          ))}
        </Row>
      )}
      {failure && (
        <NoticeBar kind="error" message={failure} onDismiss={() => setFailure(undefined)} language={language} />
      )}
      {open && (
        <DocumentPreviewDialog
          open
          onClose={() => setOpen(undefined)}
          url={open.url}
          fileName={`${t(NAMES[open.kind])}.pdf`}
          language={language}
        />
      )}
    </Box>
  );
}
