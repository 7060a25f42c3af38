import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme';

export interface Detail {
  label: string;
  value: ReactNode;
}

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Item = styled.div`
  min-width: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

/** Read-only facts, each name above its value, in columns on wider screens. */
export function DetailList({ details, label }: { details: readonly Detail[]; label?: string }) {
  return (
    <List aria-label={label}>
      {details.map((detail) => (
        <Item key={detail.label}>
          <dt>{detail.label}</dt>
          <dd>{detail.value}</dd>
        </Item>
      ))}
    </List>
  );
}
