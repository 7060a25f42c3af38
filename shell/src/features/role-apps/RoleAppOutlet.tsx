import { useEffect } from 'react';
import styled from 'styled-components';

export const ROLE_APP_OUTLET_ID = 'role-app-outlet';

const Outlet = styled.div`
  &:empty {
    display: none;
  }
`;

let outletDrawn!: () => void;

/**
 * Resolves once React has put the outlet in the page. single-spa mounts nothing before: a role app drawn
 * into a prerendered page's outlet while React is still hydrating it would not match the server's HTML,
 * and React would redraw the page without it.
 */
export const roleAppOutletDrawn = new Promise<void>((resolve) => (outletDrawn = resolve));

/** Where single-spa mounts the role apps: part of the layout, never unmounted. */
export function RoleAppOutlet() {
  useEffect(() => outletDrawn(), []);
  return <Outlet id={ROLE_APP_OUTLET_ID} />;
}

/** Each app renders into its own child of the outlet, which React itself never touches. */
export function roleAppContainer(name: string): HTMLElement {
  const outlet = document.getElementById(ROLE_APP_OUTLET_ID);
  if (!outlet) throw new Error(`The shell's layout has no #${ROLE_APP_OUTLET_ID} to mount "${name}" into`);
  const id = `role-app-${name}`;
  let container = document.getElementById(id);
  if (!container) {
    container = document.createElement('div');
    container.id = id;
    outlet.append(container);
  }
  return container;
}
