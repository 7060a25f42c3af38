import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { StaffPage } from './StaffPage';

test('shows the screen title as the page heading, its content, and a Logout button that logs out', async () => {
  const onLogout = jest.fn();
  renderWithTheme(
    <StaffPage title="Banker Dashboard" logoutLabel="Logout" onLogout={onLogout}>
      <p>rows</p>
    </StaffPage>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Banker Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('rows')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(onLogout).toHaveBeenCalledTimes(1);
});
