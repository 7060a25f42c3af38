import { statusTimeline } from './statusTimeline';

describe('statusTimeline', () => {
  it('lists the statuses reached, oldest first, the last current, then the usual steps to come', () => {
    const timeline = statusTimeline([
      { at: '2026-11-02T10:00:00Z', action: 'sentForLegalReview', fromStatus: 'farmerSubmitted', status: 'lawyer' },
      { at: '2026-11-01T10:00:00Z', action: 'submitted', fromStatus: 'formFill', status: 'farmerSubmitted' },
    ]);
    expect(timeline).toEqual([
      { status: 'farmerSubmitted', at: '2026-11-01T10:00:00Z', state: 'done' },
      { status: 'lawyer', at: '2026-11-02T10:00:00Z', state: 'current' },
      { status: 'banker', state: 'upcoming' },
      { status: 'bankerApproval', state: 'upcoming' },
      { status: 'finalApproval', state: 'upcoming' },
      { status: 'disbursed', state: 'upcoming' },
    ]);
  });

  it('places optional steps where they belong on the usual path', () => {
    const timeline = statusTimeline([{ at: '2026-11-01T10:00:00Z', action: 'submitted', fromStatus: null, status: 'pending' }]);
    expect(timeline.map((step) => step.status)).toEqual(['pending', 'lawyer', 'banker', 'bankerApproval', 'finalApproval', 'disbursed']);
    const last = statusTimeline([{ at: '2026-11-01T10:00:00Z', action: 'disbursed', fromStatus: 'finalApproval', status: 'disbursed' }]);
    expect(last).toEqual([{ status: 'disbursed', at: '2026-11-01T10:00:00Z', state: 'current' }]);
  });

  it('adds the current status when the log does not have it yet, and is empty with nothing to show', () => {
    expect(statusTimeline([], 'farmerSubmitted')[0]).toEqual({ status: 'farmerSubmitted', state: 'current' });
    expect(statusTimeline([])).toEqual([]);
  });
});
