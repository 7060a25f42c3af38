import { within } from '@testing-library/react';
import { createAppStore } from 'shared-api/client/store';
import { bootstrap, mount, unmount } from './lifecycles';

/** What single-spa passes: the shell's customProps plus the app's name (its own helpers are not used). */
function propsFor(container: HTMLElement, store: unknown) {
  return { name: 'farmer', store, domElementGetter: () => container } as unknown as Parameters<typeof mount>[0];
}

// single-spa-react resolves mount() only after React has committed, as single-spa does: outside act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));

describe('farmer ./lifecycles (single-spa-react)', () => {
  it('mounts the app into the element the shell gives, with the shell\'s store, and unmounts it', async () => {
    history.pushState(null, '', '/kcc-form');
    const container = document.body.appendChild(document.createElement('div'));
    const props = propsFor(container, createAppStore({ apiBaseUrl: 'http://127.0.0.1:9/api' }));

    await bootstrap(props);
    await mount(props);
    expect(within(container).getByRole('heading', { name: 'KCC Application Form' })).toBeInTheDocument();

    await unmount(props);
    expect(container).toBeEmptyDOMElement();
  });

  it('a crash inside the app shows its own error notice instead of breaking the portal', async () => {
    history.pushState(null, '', '/kcc-form');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.body.appendChild(document.createElement('div'));
    const props = propsFor(container, undefined); // no store: react-redux throws while rendering

    await bootstrap(props);
    await mount(props);
    expect(within(container).getByRole('alert')).toHaveTextContent('Something went wrong on this page. Please reload it.');
    await unmount(props);
  });
});
