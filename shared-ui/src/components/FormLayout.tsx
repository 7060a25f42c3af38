import type { ReactNode } from 'react';
import styled from 'styled-components';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { media } from '../theme';
import { Button } from './Button';
import { VisuallyHidden } from './VisuallyHidden';
import { currentLanguage } from '../i18n/language';

// The pieces forms and read-only screens are laid out with (the farmer's wizard, the lawyer's land screen):
// mobile first, one column on a phone, more on wider screens.

const SectionBox = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.brand};
`;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionBox aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      {children}
    </SectionBox>
  );
}

export const Grid = styled.div<{ $wide?: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.md};

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('lg')} {
    grid-template-columns: repeat(${({ $wide }) => $wide ?? 3}, minmax(0, 1fr));
  }
`;

const RowBox = styled.fieldset`
  position: relative;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fafcfb;
  min-width: 0;
`;

// Floated so it sits inside the box like a heading (a legend must stay the fieldset's first child to name it).
const RowTitle = styled.legend`
  float: left;
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} 7rem 0 0;
  font-weight: 700;
`;

const RemoveSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
`;

const RowBody = styled.div`
  clear: both;
`;

/** One row of a list (a family member, a land record, a crop), with Remove when it may be removed. */
export function ListRow({
  title,
  onRemove,
  children,
  language = currentLanguage(),
}: {
  title: string;
  onRemove?: () => void;
  children: ReactNode;
  language?: Language;
}) {
  return (
    <RowBox>
      <RowTitle>{title}</RowTitle>
      {onRemove && (
        <RemoveSlot>
          <Button variant="ghost" onClick={onRemove}>
            {translate(APPLICATION_MESSAGES.remove, language)}
            <VisuallyHidden>{` ${title}`}</VisuallyHidden>
          </Button>
        </RemoveSlot>
      )}
      <RowBody>{children}</RowBody>
    </RowBox>
  );
}

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      {label}
    </Button>
  );
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

// A dt/dd pair may be wrapped in a div inside a dl; 'contents' keeps the pair in the dl's grid.
const FigureRow = styled.div`
  display: contents;
`;

/** Computed figures as label / value pairs (totals, summaries). */
export function FigureList({ rows, label }: { rows: readonly (readonly [string, ReactNode])[]; label?: string }) {
  return (
    <Figures aria-label={label}>
      {rows.map(([name, value]) => (
        <FigureRow key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </FigureRow>
      ))}
    </Figures>
  );
}

export const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export const Panel = styled.div<{ $spaced?: boolean }>`
  margin-top: ${({ theme, $spaced }) => ($spaced ? theme.space.md : 0)};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
`;
