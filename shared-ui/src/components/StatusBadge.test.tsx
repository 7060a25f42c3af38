import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['lawyer', 'Legal Review'],
    ['banker', 'Banker Review'],
    ['formFill', 'Form Filling'],
    ['disbursed', 'Disbursed'],
    [undefined, 'Submitted'],
    ['somethingNew', 'Submitted'],
  ])('shows %p as "%s"', (status, label) => {
    renderWithTheme(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('speaks Hindi when asked', () => {
    renderWithTheme(<StatusBadge status="lawyer" language="hi" />);
    expect(screen.getByText('कानूनी जाँच')).toBeInTheDocument();
  });
});
