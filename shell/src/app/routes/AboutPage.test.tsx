import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/renderShell';

const region = (name: string) => screen.getByRole('region', { name });

describe('/about (docs/requirements.md#r2-about)', () => {
  it('shows the vision, what we do and the approach', () => {
    renderShell({ path: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(region('Our Vision')).toHaveTextContent(/fair and timely agricultural credit/);
    expect(region('What We Do')).toHaveTextContent(/Lawyers verify the land records/);
    expect(region('Our Approach')).toHaveTextContent(/one-time password/);
  });

  it('lists the five values in the spec’s order', () => {
    renderShell({ path: '/about' });
    const values = within(region('Our Values')).getAllByRole('heading', { level: 3 });
    expect(values.map((value) => value.textContent)).toEqual([
      'Farmer First',
      'Transparency',
      'Digital Innovation',
      'Rural Development',
      'Sustainable Agriculture',
    ]);
  });

  it('shows the three impact figures with what they count', () => {
    renderShell({ path: '/about' });
    const figures = within(region('Our Impact')).getAllByRole('listitem');
    expect(figures.map((figure) => figure.textContent)).toEqual([
      '10,000+Farmers Served',
      '₹100 Crore+Loans Facilitated',
      '500+Villages Reached',
    ]);
  });

  it('is reached from the landing page’s Learn More', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/' });
    await user.click(screen.getByRole('link', { name: 'Learn More' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/about');
    expect(region('Our Vision')).toBeInTheDocument();
  });
});
