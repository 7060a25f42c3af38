import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { StepIndicator, stepStatus } from './StepIndicator';

const STEPS = ['Document Upload', 'Personal Details', 'Financial Details', 'Property & Assets'];

describe('StepIndicator', () => {
  it('marks steps below the current one completed, the current one current, the rest upcoming', () => {
    expect([1, 2, 3, 4].map((step) => stepStatus(step, 3))).toEqual(['completed', 'completed', 'current', 'upcoming']);
  });

  it('shows numbered, titled steps and says which is current and which are done', () => {
    renderWithTheme(<StepIndicator steps={STEPS} current={2} onSelect={() => undefined} />);
    expect(screen.getByRole('navigation', { name: 'Application steps' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '✓1. Document Upload (completed)',
      '22. Personal Details (current step)',
      '33. Financial Details (not started)',
      '44. Property & Assets (not started)',
    ]);
    expect(screen.getByRole('button', { name: /Personal Details/ })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: /Document Upload/ })).not.toHaveAttribute('aria-current');
  });

  it('opens a step by click or by keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithTheme(<StepIndicator steps={STEPS} current={1} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: /Financial Details/ }));
    expect(onSelect).toHaveBeenLastCalledWith(3);
    await user.tab();
    expect(screen.getByRole('button', { name: /Property & Assets/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(4);
  });
});
