import { render, screen } from '@testing-library/react';
import { createAppStore } from 'shared-api/client/store';
import { FarmerApp } from './FarmerApp';

describe('farmer app', () => {
  it('/kcc-form shows the application form\'s title and subtitle', async () => {
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
