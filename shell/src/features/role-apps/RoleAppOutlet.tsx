import styled from 'styled-components';

export const ROLE_APP_OUTLET_ID = 'role-app-outlet';

const Outlet = styled.div`
  &:empty {
    display: none;
  }
`;

/**
 * Where single-spa mounts the role apps. It is part of the layout, rendered before single-spa starts and
 * never unmounted, so a mount can never look for it while React is still rendering a route.
 */
export function RoleAppOutlet() {
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
