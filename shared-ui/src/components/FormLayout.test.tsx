import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { AreaPair } from './AreaPair';
import { ListRow, Section } from './FormLayout';

describe('form layout', () => {
  it('names a section by its title', () => {
    renderWithTheme(<Section title="Land Records">rows</Section>);
    expect(screen.getByRole('region', { name: 'Land Records' })).toHaveTextContent('rows');
  });

  it('offers Remove, named after the row, only when the row may be removed', async () => {
    const user = userEvent.setup();
    const onRemove = jest.fn();
    renderWithTheme(
      <>
        <ListRow title="Land Record 1">first</ListRow>
        <ListRow title="Land Record 2" onRemove={onRemove} language="hi">
          second
        </ListRow>
      </>,
    );
    expect(within(screen.getByRole('group', { name: 'Land Record 1' })).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'हटाएँ Land Record 2' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('shows the approximate acres under an area given in hectares', () => {
    renderWithTheme(
      <AreaPair approximateAcres="about 2.47 acres">
        <input aria-label="Area" />
      </AreaPair>,
    );
    expect(screen.getByText('about 2.47 acres')).toBeInTheDocument();
  });
});
