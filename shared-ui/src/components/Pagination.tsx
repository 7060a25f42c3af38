import styled from 'styled-components';
import { translate, type Language, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { DASHBOARD_MESSAGES, pageNumber } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { Button } from './Button';
import { currentLanguage } from '../i18n/language';

/** A gap in the page numbers. */
export const PAGE_GAP = 'gap';

/**
 * The page numbers to show: every page while there are few, otherwise the first, the last and the
 * current with its neighbours, with gaps between (a dashboard may hold thousands of pages).
 */
export function visiblePages(page: number, pageCount: number): (number | typeof PAGE_GAP)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((value) => value >= 1 && value <= pageCount));
  // Near either end, show three in a row so the list does not jump about.
  if (page <= 3) [2, 3, 4].forEach((value) => wanted.add(value));
  if (page >= pageCount - 2) [pageCount - 3, pageCount - 2, pageCount - 1].forEach((value) => wanted.add(value));
  const sorted = [...wanted].sort((a, b) => a - b);
  const pages: (number | typeof PAGE_GAP)[] = [];
  sorted.forEach((value, index) => {
    const skipped = index > 0 ? value - sorted[index - 1]! - 1 : 0;
    // A gap would hide one page only: show that page instead.
    if (skipped === 1) pages.push(value - 1);
    else if (skipped > 1) pages.push(PAGE_GAP);
    pages.push(value);
  });
  return pages;
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const PageButton = styled(Button)`
  padding-left: ${({ theme }) => theme.space.sm};
  padding-right: ${({ theme }) => theme.space.sm};
`;

const Gap = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  language?: Language;
}

/** Previous, the page numbers and Next (docs/requirements.md#r2-banker-dashboard); nothing when everything fits on one page. */
export function Pagination({ page, pageCount, onPageChange, language = currentLanguage() }: PaginationProps) {
  if (pageCount <= 1) return null;
  const t = (message: Message) => translate(message, language);
  return (
    <Nav aria-label={t(DASHBOARD_MESSAGES.pagination)}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t(DASHBOARD_MESSAGES.previous)}
      </Button>
      {visiblePages(page, pageCount).map((value, index) =>
        value === PAGE_GAP ? (
          <Gap key={`gap-${index}`} aria-hidden="true">
            …
          </Gap>
        ) : (
          <PageButton
            key={value}
            variant={value === page ? 'primary' : 'ghost'}
            aria-label={t(pageNumber(value))}
            aria-current={value === page ? 'page' : undefined}
            onClick={() => onPageChange(value)}
          >
            {value}
          </PageButton>
        ),
      )}
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t(DASHBOARD_MESSAGES.next)}
      </Button>
    </Nav>
  );
}
