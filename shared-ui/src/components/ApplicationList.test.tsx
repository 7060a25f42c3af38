import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationListItem } from '@kisan-credit/shared-api/contract/application';
import { setScreenWidth } from '../../test/matchMedia';
import { renderWithTheme } from '../../test/renderWithTheme';
import { ApplicationList, type ApplicationListProps } from './ApplicationList';
import { Button } from './Button';

const ramesh: ApplicationListItem = {
  _id: 'a-1',
  userId: 'u-1',
  key: 'ramesh-kumar-9876543210',
  applicantName: 'ramesh Kumar',
  phoneNumber: '9876543210',
  address: 'Village Rampur',
  loanAmount: 150000.4,
  createdAt: '2026-11-21T10:00:00.000Z',
  business: 'Crop Farming',
  status: 'lawyer',
};
const blank: ApplicationListItem = {
  _id: 'a-2',
  userId: 'u-2',
  phoneNumber: '9812345678',
  createdAt: '',
  status: 'banker',
};

function renderList(overrides: Partial<ApplicationListProps> = {}) {
  const props: ApplicationListProps = {
    title: 'Incoming Applications',
    applications: [ramesh, blank],
    total: 7,
    page: 1,
    pageSize: 5,
    onPageChange: jest.fn(),
    loading: false,
    actions: (application) => <Button>Open {application.userId}</Button>,
    ...overrides,
  };
  renderWithTheme(<ApplicationList {...props} />);
  return props;
}

let restoreScreen: (() => void) | undefined;
afterEach(() => restoreScreen?.());

describe('ApplicationList on a phone: cards', () => {
  it('shows every fact of a row, with N/A and "Address not provided" for blanks', () => {
    renderList();
    const region = screen.getByRole('region', { name: 'Incoming Applications' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Incoming Applications' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Showing 1-5 of 7 applications');

    const card = screen.getByRole('listitem', { name: 'ramesh Kumar' });
    expect(card).toHaveTextContent('R'); // the initial
    expect(card).toHaveTextContent('9876543210');
    expect(card).toHaveTextContent('Village Rampur');
    expect(card).toHaveTextContent('IDramesh-kumar-9876543210');
    expect(card).toHaveTextContent('Loan Amount₹1,50,000');
    expect(card).toHaveTextContent('Applied21 Nov 2026');
    expect(card).toHaveTextContent('Business TypeCrop Farming');
    expect(card).toHaveTextContent('Legal Review');
    expect(within(card).getByRole('button', { name: 'Open u-1' })).toBeInTheDocument();

    const other = screen.getByRole('listitem', { name: 'N/A' });
    expect(other).toHaveTextContent('Address not provided');
    expect(other).toHaveTextContent('IDa-2'); // no key: the _id
    expect(other).toHaveTextContent('Loan AmountN/A');
    expect(other).toHaveTextContent('Banker Review');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('turns pages', async () => {
    const user = userEvent.setup();
    const props = renderList({ page: 2 });
    expect(screen.getByText('Showing 6-7 of 7 applications')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(props.onPageChange).toHaveBeenCalledWith(1);
  });
});

describe('ApplicationList on a large screen: a table', () => {
  it('has the columns Applicant Details, Application Info, Status and Actions', () => {
    restoreScreen = setScreenWidth(1280);
    renderList();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Applicant Details', 'Application Info', 'Status', 'Actions']);
    const row = within(table).getByRole('row', { name: 'ramesh Kumar' });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Rramesh Kumar9876543210Village Rampur',
      'IDramesh-kumar-9876543210Loan Amount₹1,50,000Applied21 Nov 2026Business TypeCrop Farming',
      'Legal Review',
      'Open u-1',
    ]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('ApplicationList states', () => {
  it('says it is loading', () => {
    renderList({ loading: true, applications: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading applications...');
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('shows the error in a red box', () => {
    renderList({ error: 'Failed to fetch applications', applications: [] });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch applications');
  });

  it('shows the empty state, and no pages', () => {
    renderList({ applications: [], total: 0 });
    expect(screen.getByText('No applications found')).toBeInTheDocument();
    expect(screen.getByText('There are no applications in this category at the moment.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0-0 of 0 applications')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
