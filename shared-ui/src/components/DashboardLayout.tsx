import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLogout } from '@kisan-credit/shared-api/client/logout';
import { translate, type Language, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { DASHBOARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { formatIndianNumber } from '../format/number';
import { useScreenAtLeast } from '../hooks/useMediaQuery';
import { Button } from './Button';
import { currentLanguage } from '../i18n/language';
import { LanguageSwitch } from './LanguageSwitch';

export interface DashboardCategory {
  id: string;
  name: string;
  /** A line under the name (the lawyer's categories have one; the banker's tabs do not). */
  description?: string;
  /** Decorative: the name says what the category is. */
  icon: ReactNode;
  /** The badge beside the name; none when undefined. */
  count?: number;
}

export interface DashboardLayoutProps {
  title: Message;
  categories: readonly DashboardCategory[];
  activeCategory: string;
  onSelectCategory: (id: string) => void;
  /** 'Total Applications'; hidden while unknown. */
  total?: number;
  language?: Language;
  children: ReactNode;
}

// The shell gives the page (grey on staff paths), its <main> and the footer.
const Layout = styled.div`
  display: flex;
  min-height: 80vh;
`;

const Sidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 18rem;
  flex: none;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const CategoryList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CategoryButton = styled.button<{ $active: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.brand : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.brandSoft : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const Icon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.brand};
  font-size: 1.5rem;
  line-height: 1;
`;

const CategoryName = styled.span`
  display: block;
  font-weight: 700;
`;

const CategoryDescription = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const CountBadge = styled.span`
  min-width: 1.75rem;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  text-align: center;
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.staffBackground};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Drawer = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndices.overlay + 1};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: min(20rem, 85vw);
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
`;

const DrawerTop = styled.div`
  display: flex;
  justify-content: flex-end;
`;

function SidebarContent({
  categories,
  activeCategory,
  onSelectCategory,
  total,
  language,
}: Omit<DashboardLayoutProps, 'title' | 'children'> & { language: Language }) {
  const logout = useLogout();
  const t = (message: Message) => translate(message, language);
  return (
    <>
      <nav aria-label={t(DASHBOARD_MESSAGES.categories)}>
        <CategoryList>
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryButton
                type="button"
                $active={category.id === activeCategory}
                aria-current={category.id === activeCategory ? 'true' : undefined}
                onClick={() => onSelectCategory(category.id)}
              >
                <Icon aria-hidden="true">{category.icon}</Icon>
                <span>
                  <CategoryName>{category.name}</CategoryName>
                  {category.description && <CategoryDescription>{category.description}</CategoryDescription>}
                </span>
                {category.count !== undefined && <CountBadge>{formatIndianNumber(category.count)}</CountBadge>}
              </CategoryButton>
            </li>
          ))}
        </CategoryList>
      </nav>
      {total !== undefined && (
        <Total>
          <span>{t(DASHBOARD_MESSAGES.totalApplications)}</span>
          <strong>{formatIndianNumber(total)}</strong>
        </Total>
      )}
      <LanguageSwitch />
      <Button variant="secondary" onClick={() => void logout()}>
        {t(COMMON_MESSAGES.logout)}
      </Button>
    </>
  );
}

/**
 * A staff dashboard (docs/requirements.md#r2-banker-dashboard): a sidebar with the categories (icon, name, description, a count badge where
 * given), the total, the language switch and Logout; on small screens the sidebar is a drawer behind a Menu
 * button. The category's content goes in the main area, under the dashboard's title.
 */
export function DashboardLayout({ title, language = currentLanguage(), children, ...sidebar }: DashboardLayoutProps) {
  const wide = useScreenAtLeast('lg');
  const [menuOpen, setMenuOpen] = useState(false);
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const t = (message: Message) => translate(message, language);
  const drawerOpen = menuOpen && !wide;

  useEffect(() => {
    if (!drawerOpen) return undefined;
    closeButton.current?.focus();
    const opener = menuButton.current;
    return () => opener?.focus();
  }, [drawerOpen]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setMenuOpen(false);
  };
  const selectCategory = (id: string) => {
    setMenuOpen(false);
    sidebar.onSelectCategory(id);
  };

  return (
    <Layout>
      {wide && (
        <Sidebar>
          <SidebarContent {...sidebar} language={language} />
        </Sidebar>
      )}
      <Content>
        <TopBar>
          {!wide && (
            <Button
              ref={menuButton}
              variant="secondary"
              aria-expanded={drawerOpen}
              aria-controls={drawerOpen ? drawerId : undefined}
              onClick={() => setMenuOpen(true)}
            >
              <span aria-hidden="true">☰</span>
              {t(DASHBOARD_MESSAGES.menu)}
            </Button>
          )}
          <Title>{t(title)}</Title>
        </TopBar>
        {children}
      </Content>
      {drawerOpen && (
        <>
          <Backdrop data-testid="menu-backdrop" onClick={() => setMenuOpen(false)} />
          <Drawer
            id={drawerId}
            role="dialog"
            aria-modal="true"
            aria-label={t(DASHBOARD_MESSAGES.menu)}
            onKeyDown={closeOnEscape}
          >
            <DrawerTop>
              <Button ref={closeButton} variant="ghost" onClick={() => setMenuOpen(false)}>
                {t(DASHBOARD_MESSAGES.closeMenu)}
              </Button>
            </DrawerTop>
            <SidebarContent {...sidebar} onSelectCategory={selectCategory} language={language} />
          </Drawer>
        </>
      )}
    </Layout>
  );
}
