import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { useAppSelector } from '@kisan-credit/shared-api/client/hooks';
import { useLogout } from '@kisan-credit/shared-api/client/logout';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { selectIsSignedIn } from '@kisan-credit/shared-api/client/session';
import { LanguageSwitch } from '@kisan-credit/shared-ui/components/LanguageSwitch';
import { focusRingOnDark } from '@kisan-credit/shared-ui/focusRing';
import { media } from '@kisan-credit/shared-ui/theme';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { NAVIGATION_TEXTS } from './navigationTexts';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  ${focusRingOnDark}
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

const Brand = styled(Link)`
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  text-decoration: none;
`;

const linkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;

  /* A solid darker green keeps white text above 4.5:1 (a translucent white wash fell to about 4:1). */
  &:hover,
  &.active {
    background: ${({ theme }) => theme.colors.brandHover};
  }

  /* The current page is marked by more than its colour. */
  &.active {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.35em;
  }
`;

const ItemLink = styled(NavLink)`
  ${linkStyles}
`;

const ItemButton = styled.button`
  ${linkStyles}
`;

const Items = styled.ul<{ $vertical?: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const WideOnly = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  ${media.down('md')} {
    display: none;
  }
`;

const DrawerLanguage = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const MenuButton = styled.button`
  ${linkStyles}
  display: none;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  ${media.down('md')} {
    display: inline-flex;
  }
`;

const CloseButton = styled.button`
  ${linkStyles}
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
`;

const slideIn = keyframes`
  from {
    transform: translateX(100%);
  }
`;

const Drawer = styled.nav`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay + 1};
  width: min(18rem, 80vw);
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  animation: ${slideIn} 160ms ease-out;
`;

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const logout = useLogout();
  return (
    <>
      <li>
        <ItemLink to="/" end onClick={onNavigate}>
          {text(NAVIGATION_TEXTS.home)}
        </ItemLink>
      </li>
      <li>
        <ItemLink to="/contact" onClick={onNavigate}>
          {text(NAVIGATION_TEXTS.contactUs)}
        </ItemLink>
      </li>
      <li>
        <ItemLink to="/about" onClick={onNavigate}>
          {text(NAVIGATION_TEXTS.aboutUs)}
        </ItemLink>
      </li>
      <li>
        {signedIn ? (
          <ItemButton type="button" onClick={() => void logout()}>
            {text(COMMON_MESSAGES.logout)}
          </ItemButton>
        ) : (
          <ItemLink to="/login" onClick={onNavigate}>
            {text(NAVIGATION_TEXTS.login)}
          </ItemLink>
        )}
      </li>
    </>
  );
}

/**
 * The public pages' navigation bar (docs/requirements.md#r2-navigation) with the language switch; on small screens both slide in from
 * the side, and the drawer closes once a page or a language is chosen.
 */
export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);
  // The page stays, in the new language: the reader resumes at the menu button, not at the top of the page.
  const closeAfterLanguage = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <Header>
      <Bar>
        <Brand to="/">{text(NAVIGATION_TEXTS.brand)}</Brand>
        <WideOnly>
          <nav aria-label={text(NAVIGATION_TEXTS.mainNavigation)}>
            <Items>
              <NavItems />
            </Items>
          </nav>
          <LanguageSwitch tone="onBrand" />
        </WideOnly>
        <MenuButton
          ref={menuButton}
          type="button"
          aria-label={text(NAVIGATION_TEXTS.openMenu)}
          aria-expanded={menuOpen}
          aria-controls={drawerId}
          onClick={() => setMenuOpen(true)}
        >
          <span aria-hidden="true">☰</span>
        </MenuButton>
      </Bar>
      {menuOpen && (
        <>
          <Backdrop onClick={() => setMenuOpen(false)} />
          <Drawer id={drawerId} aria-label={text(NAVIGATION_TEXTS.mainNavigation)}>
            <CloseButton type="button" aria-label={text(NAVIGATION_TEXTS.closeMenu)} onClick={() => setMenuOpen(false)}>
              <span aria-hidden="true">×</span>
            </CloseButton>
            <Items $vertical>
              <NavItems onNavigate={() => setMenuOpen(false)} />
            </Items>
            <DrawerLanguage>
              <LanguageSwitch tone="onBrand" onChoose={closeAfterLanguage} />
            </DrawerLanguage>
          </Drawer>
        </>
      )}
    </Header>
  );
}
