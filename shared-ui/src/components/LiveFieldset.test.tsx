import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { LiveFieldset } from './LiveFieldset';

function SignInFields() {
  return (
    <form>
      <LiveFieldset>
        <label>
          Mobile Number <input />
        </label>
        <button type="submit">Get Started Now</button>
      </LiveFieldset>
    </form>
  );
}

describe('LiveFieldset', () => {
  it('is disabled in the server’s HTML and enabled once the page is hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignInFields />);
    document.body.append(container);
    expect(container.querySelector('input')).toBeDisabled();
    expect(container.querySelector('button')).toBeDisabled();

    await act(async () => {
      hydrateRoot(container, <SignInFields />);
    });
    expect(container.querySelector('input')).toBeEnabled();
    expect(container.querySelector('button')).toBeEnabled();
    container.remove();
  });

  it('is enabled from the first render of a page drawn in the browser', () => {
    render(<SignInFields />);
    expect(screen.getByLabelText('Mobile Number')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Get Started Now' })).toBeEnabled();
  });
});
