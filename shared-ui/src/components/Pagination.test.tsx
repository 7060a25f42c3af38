import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Pagination, visiblePages } from './Pagination';

describe('visiblePages', () => {
  it('shows every page while there are few', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the ends and the current page’s neighbours, with gaps, when there are many', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(visiblePages(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
    expect(visiblePages(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});

describe('Pagination', () => {
  it('offers Previous, the page numbers and Next, marking the current page', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderWithTheme(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of applications' });
    expect(nav).toHaveTextContent('Previous123Next');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });

  it('disables Next on the last page', () => {
    renderWithTheme(<Pagination page={3} pageCount={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('is not shown when everything fits on one page', () => {
    renderWithTheme(<Pagination page={1} pageCount={1} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
