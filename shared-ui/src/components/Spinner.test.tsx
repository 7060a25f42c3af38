import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is hidden from screen readers without a label', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces its label when given one', () => {
    renderWithTheme(<Spinner label="Loading applications..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading applications...');
  });
});
