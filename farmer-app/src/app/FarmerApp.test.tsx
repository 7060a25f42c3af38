import { act, render, screen } from '@testing-library/react';
import { createAppStore } from '@kisan-credit/shared-api/client/store';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { setLanguage } from '@kisan-credit/shared-ui/i18n/language';
import { openStep, renderKccForm } from '../features/kcc-form/testing/renderKccForm';
import { FarmerApp } from './FarmerApp';

describe('farmer app', () => {
  it("/kcc-form shows the application form's title and subtitle", async () => {
    history.pushState(null, '', '/kcc-form');
    render(<FarmerApp store={createAppStore({ apiBaseUrl: 'http://127.0.0.1:9/api' })} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'KCC Application Form' })).toBeInTheDocument();
    expect(screen.getByText('Complete all steps to submit your Kisan Credit Card application')).toBeInTheDocument();
  });

  it('renders nothing on paths it does not own (the shell unmounts it there)', () => {
    history.pushState(null, '', '/about');
    const { container } = render(<FarmerApp store={createAppStore({ apiBaseUrl: 'http://127.0.0.1:9/api' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('language', () => {
  let server: ScriptedApiServer;
  beforeAll(async () => {
    server = await startScriptedApiServer();
  });
  afterEach(() => {
    server.reset();
    act(() => void setLanguage('en'));
  });
  afterAll(() => server.close());

  it('a switch shows the wizard in Hindi and back, keeping the step and what the farmer typed', async () => {
    localStorage.clear();
    const { user } = await renderKccForm(server);
    await openStep(user, 'Personal Details');
    await user.type(screen.getByLabelText(/^Applicant name/), 'Sita Devi');

    act(() => void setLanguage('hi'));

    expect(screen.getByRole('heading', { level: 1, name: 'केसीसी आवेदन पत्र' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'व्यक्तिगत विवरण' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^आवेदक का नाम/)).toHaveValue('Sita Devi');

    act(() => void setLanguage('en'));

    expect(screen.getByRole('heading', { level: 2, name: 'Personal Details' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Applicant name/)).toHaveValue('Sita Devi');
  });
});
