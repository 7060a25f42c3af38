import { within } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { signedIn } from '@kisan-credit/shared-api/client/session';
import { createAppStore, type AppStore } from '@kisan-credit/shared-api/client/store';
import { createRoleAppLifecycles } from './createRoleAppLifecycles';
import { RoleAppRoot } from './RoleAppRoot';

function SignedInPhone() {
  const phone = useSelector((state: ReturnType<AppStore['getState']>) => state.session.userPhone);
  return <h1>Signed in as {phone}</h1>;
}

function ExampleApp({ store }: { store: AppStore }) {
  return (
    <RoleAppRoot store={store}>
      <SignedInPhone />
    </RoleAppRoot>
  );
}

const { bootstrap, mount, unmount } = createRoleAppLifecycles(ExampleApp);

/** What single-spa passes: the shell's customProps plus the app's name (its own helpers are not used). */
function propsFor(container: HTMLElement, store: unknown) {
  return { name: 'example', store, domElementGetter: () => container } as unknown as Parameters<typeof mount>[0];
}

// single-spa-react resolves mount() only after React has committed, as single-spa does: outside act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));

describe("a role app's ./lifecycles (single-spa-react)", () => {
  it("mounts the app into the element the shell gives, with the shell's store, and unmounts it", async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const store = createAppStore({ apiBaseUrl: 'http://127.0.0.1:9/api' });
    store.dispatch(signedIn({ token: 't', role: 'user', phone: '9876543210' }));
    const props = propsFor(container, store);

    for (const step of bootstrap) await step(props);
    await mount(props);
    expect(within(container).getByRole('heading', { name: 'Signed in as 9876543210' })).toBeInTheDocument();

    await unmount(props);
    expect(container).toBeEmptyDOMElement();
  });

  it('a crash inside the app shows its own error notice instead of breaking the portal', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.body.appendChild(document.createElement('div'));
    const props = propsFor(container, undefined); // no store: react-redux throws while rendering

    for (const step of bootstrap) await step(props);
    await mount(props);
    expect(within(container).getByRole('alert')).toHaveTextContent(
      'Something went wrong on this page. Please reload it.',
    );
    await unmount(props);
  });
});
