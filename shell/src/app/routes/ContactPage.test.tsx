import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { ORGANISATION } from '../../config/organisation';
import { renderShell } from '../../testing/renderShell';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const SENT = 'Your message has been sent successfully! You will be contacted in next 1 or 2 business days.';
const FAILED = 'Failed to send message. Please try again.';

const nameField = () => screen.getByRole('textbox', { name: /^Name/ });
const emailField = () => screen.getByRole('textbox', { name: /^Email/ });
const messageField = () => screen.getByRole('textbox', { name: /^Message/ });
const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });

function openContactPage() {
  const user = userEvent.setup();
  renderShell({ path: '/contact', apiBaseUrl: server.apiBaseUrl });
  return user;
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; email?: string; message?: string },
) {
  if (values.name) await user.type(nameField(), values.name);
  if (values.email) await user.type(emailField(), values.email);
  if (values.message) await user.type(messageField(), values.message);
}

/** The error text tied to a field through aria-describedby. */
function describedErrorOf(field: HTMLElement): string | null | undefined {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).find(Boolean);
}

describe('/contact form (docs/requirements.md#r2-contact, docs/requirements.md#r5-contact, docs/requirements.md#r8-errors)', () => {
  it('has three labelled, required fields and an email input', () => {
    openContactPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    for (const field of [nameField(), emailField(), messageField()]) expect(field).toBeRequired();
    expect(emailField()).toHaveAttribute('type', 'email');
  });

  it('sends the inquiry, shows the success text and clears the form', async () => {
    let answer!: () => void;
    server.answer('POST /api/contact/inquiry', {
      status: 201,
      body: { data: { id: 'c-1' } },
      after: new Promise<void>((resolve) => (answer = resolve)),
    });
    const user = openContactPage();
    await fillIn(user, { name: ' Asha Devi ', email: 'asha@example.in', message: 'When will my card arrive?' });

    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toBeDisabled());
    expect(sendButton()).toHaveTextContent('Sending...');
    answer();

    // A polite status (the router's current-path output is one too, hence by text).
    expect((await screen.findByText(SENT)).closest('[role="status"]')).not.toBeNull();
    expect(server.requestsTo('POST /api/contact/inquiry').map((request) => request.json())).toEqual([
      { name: 'Asha Devi', email: 'asha@example.in', message: 'When will my card arrive?' },
    ]);
    expect(nameField()).toHaveValue('');
    expect(emailField()).toHaveValue('');
    expect(messageField()).toHaveValue('');
    expect(sendButton()).toBeEnabled();
  });

  it('empty fields: each says what is missing beside it, nothing is sent, focus goes to the first', async () => {
    const user = openContactPage();
    await user.click(sendButton());

    await waitFor(() => expect(nameField()).toHaveAttribute('aria-invalid', 'true'));
    expect(describedErrorOf(nameField())).toBe('Please enter the name');
    expect(describedErrorOf(emailField())).toBe('Please enter the email');
    expect(describedErrorOf(messageField())).toBe('Please enter the message');
    expect(nameField()).toHaveFocus();
    expect(server.requestsTo('POST /api/contact/inquiry')).toHaveLength(0);
  });

  it('a malformed email is refused beside the email field; typing there clears the message', async () => {
    const user = openContactPage();
    await fillIn(user, { name: 'Asha', email: 'asha@example', message: 'Hello' });
    await user.click(sendButton());

    await waitFor(() => expect(emailField()).toHaveAttribute('aria-invalid', 'true'));
    expect(describedErrorOf(emailField())).toBe('Please enter a valid email address');
    expect(nameField()).not.toHaveAttribute('aria-invalid');
    expect(emailField()).toHaveFocus();
    expect(server.requestsTo('POST /api/contact/inquiry')).toHaveLength(0);

    await user.type(emailField(), '.in');
    expect(emailField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('shows the server’s error text and keeps what was typed', async () => {
    server.answer('POST /api/contact/inquiry', {
      status: 429,
      body: { error: 'Too many messages from this address. Please try again later.', code: 'tooManyInquiries' },
    });
    const user = openContactPage();
    await fillIn(user, { name: 'Asha', email: 'asha@example.in', message: 'Hello' });
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages from this address. Please try again later.',
    );
    expect(nameField()).toHaveValue('Asha');
  });

  it('without a server text it says "Failed to send message. Please try again."', async () => {
    server.answer('POST /api/contact/inquiry', { status: 502 });
    const user = openContactPage();
    await fillIn(user, { name: 'Asha', email: 'asha@example.in', message: 'Hello' });
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  });
});

describe('/contact details (docs/requirements.md#r2-contact)', () => {
  it('lists the phones, the email and the 24/7 helpline as links', () => {
    openContactPage();
    const details = screen.getByRole('region', { name: 'Get in touch' });
    const phones = within(details).getByRole('list', { name: 'Phone' });
    expect(
      within(phones)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(ORGANISATION.phones.map((phone) => `tel:${phone.replace(/\s/g, '')}`));
    expect(within(details).getByRole('link', { name: ORGANISATION.email })).toHaveAttribute(
      'href',
      `mailto:${ORGANISATION.email}`,
    );
    expect(within(details).getByRole('heading', { name: '24/7 Helpline' })).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: ORGANISATION.helplinePhone })).toHaveAttribute(
      'href',
      'tel:+9118001234567',
    );
  });
});
