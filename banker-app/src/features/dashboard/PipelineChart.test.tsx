import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeRoot } from '@kisan-credit/shared-ui/components/ThemeRoot';
import { PipelineChart } from './PipelineChart';

const renderWithTheme = (ui: ReactElement) => render(ui, { wrapper: ThemeRoot });

const COUNTS = { awaitingLawyerAssignment: 8, underLegalReview: 2, readyForBankingReview: 4 };

describe('PipelineChart', () => {
  it('shows each tab’s count and the branch’s amounts as text beside bars sized to the largest', () => {
    renderWithTheme(<PipelineChart counts={COUNTS} amounts={{ sanctioned: 1_250_000, disbursed: 400_000 }} />);
    const chart = screen.getByRole('img', { name: 'Applications at a glance' });
    expect(within(chart).getByTestId('pipeline-awaitingLawyerAssignment')).toHaveTextContent(
      'Awaiting Lawyer Assignment: 8',
    );
    const width = (testId: string) => (screen.getByTestId(testId).querySelector('[style]') as HTMLElement).style.width;
    expect(width('pipeline-awaitingLawyerAssignment')).toBe('100%');
    expect(width('pipeline-underLegalReview')).toBe('25%');
    expect(width('pipeline-readyForBankingReview')).toBe('50%');
    const money = screen.getByRole('img', { name: 'Loan amounts across the branch' });
    expect(within(money).getByTestId('amounts-sanctioned')).toHaveTextContent('Sanctioned: ₹12,50,000');
    expect(width('amounts-disbursed')).toBe('32%');
  });

  it('draws its labels as page text, never inside a drawing that shrinks them on a 360 px phone', () => {
    const { container } = renderWithTheme(<PipelineChart counts={COUNTS} language="hi" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByText('कानूनी जाँच जारी')).toBeVisible();
  });

  it('draws nothing before the counts arrive, and empty bars when every tab is empty', () => {
    const { container, rerender } = renderWithTheme(<PipelineChart counts={undefined} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PipelineChart counts={{}} />);
    expect(screen.getByTestId('pipeline-underLegalReview')).toHaveTextContent('Under Legal Review: 0');
  });
});
