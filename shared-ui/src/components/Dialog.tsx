import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on a click outside (unless disabled) and by the caller's own buttons. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the foot of the dialog. */
  actions?: ReactNode;
  /** Controls beside the title (the document preview's Download and Close). */
  headerActions?: ReactNode;
  /** 'alertdialog' for messages that interrupt (errors). */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'large';
  /** Let screen readers read the body as the dialog's description: for short messages, not for previews. */
  describeWithBody?: boolean;
  /** Where focus goes on open; otherwise the first focusable control, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Defaults to true for 'dialog' and false for 'alertdialog'. */
  closeOnBackdropClick?: boolean;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * Makes everything outside the dialog inert while it is open (screen readers and pointer alike) and returns
 * the undo. Only elements this call changed are restored, so stacked dialogs unwind in order.
 */
function makeOthersInert(keep: HTMLElement): () => void {
  const changed = Array.from(document.body.children).filter(
    (element) => element !== keep && !element.hasAttribute('inert'),
  );
  changed.forEach((element) => element.setAttribute('inert', ''));
  return () => changed.forEach((element) => element.removeAttribute('inert'));
}

/** Focus goes into the dialog on open, cannot leave it, and returns where it was on close. */
function useModalFocus(
  open: boolean,
  panelRef: RefObject<HTMLDivElement | null>,
  backdropRef: RefObject<HTMLDivElement | null>,
  initialFocusRef?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const panel = panelRef.current;
    const backdrop = backdropRef.current;
    if (!open || !panel || !backdrop) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusInside = () => (initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel).focus();
    focusInside();

    // A fallback for browsers without `inert`: pull focus back if it lands outside (but not when it goes
    // into another modal stacked on top of this one).
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || panel.contains(target)) return;
      if (target.closest('[aria-modal="true"]')) return;
      focusInside();
    };
    document.addEventListener('focusin', onFocusIn);
    const restoreInert = makeOthersInert(backdrop);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    return () => {
      document.removeEventListener('focusin', onFocusIn);
      restoreInert();
      document.body.style.overflow = previousOverflow;
      if (returnTo?.isConnected) returnTo.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening; the focus target is read at that moment
  }, [open]);
}

function trapTab(event: KeyboardEvent<HTMLDivElement>, panel: HTMLElement) {
  const focusables = focusableIn(panel);
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
  } else if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div<{ $size: 'small' | 'large' }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => ($size === 'large' ? '60rem' : '28rem')};
  max-height: calc(100vh - 2rem);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.dialog};

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.sm}`};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

const HeaderActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Body = styled.div`
  flex: 1 1 auto;
  overflow: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
`;

/** An accessible modal dialog, rendered into document.body. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  headerActions,
  role = 'dialog',
  size = 'small',
  describeWithBody = false,
  initialFocusRef,
  closeOnBackdropClick = role === 'dialog',
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  useModalFocus(open, panelRef, backdropRef, initialFocusRef);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && panelRef.current) {
      trapTab(event, panelRef.current);
    }
  };
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <Backdrop ref={backdropRef} onMouseDown={onBackdropMouseDown} data-testid="dialog-backdrop">
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describeWithBody ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $size={size}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {headerActions && <HeaderActions>{headerActions}</HeaderActions>}
        </Header>
        <Body id={bodyId}>{children}</Body>
        {actions && <Actions>{actions}</Actions>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
