import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { LanguageSwitch } from './LanguageSwitch';

const Page = styled.section`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export interface StaffPageProps {
  title: string;
  logoutLabel: string;
  onLogout: () => void;
  children?: ReactNode;
}

/** A lawyer or banker screen: its title, the language switch and Logout (the public navigation bar is hidden on staff paths). */
export function StaffPage({ title, logoutLabel, onLogout, children }: StaffPageProps) {
  return (
    <Page data-print="page">
      <Header>
        <Title>{title}</Title>
        <Controls data-print="hide">
          <LanguageSwitch />
          <Button variant="secondary" onClick={onLogout}>
            {logoutLabel}
          </Button>
        </Controls>
      </Header>
      {children}
    </Page>
  );
}
