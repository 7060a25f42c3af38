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
    const timeline = statusTimeline([
      { at: '2026-11-01T10:00:00Z', action: 'submitted', fromStatus: null, status: 'pending' },
    ]);
    expect(timeline.map((step) => step.status)).toEqual([
      'pending',
      'lawyer',
      'banker',
      'bankerApproval',
      'finalApproval',
      'disbursed',
    ]);
    const last = statusTimeline([
      { at: '2026-11-01T10:00:00Z', action: 'disbursed', fromStatus: 'finalApproval', status: 'disbursed' },
    ]);
    expect(last).toEqual([{ status: 'disbursed', at: '2026-11-01T10:00:00Z', state: 'current' }]);
  });

  it('adds the current status when the log does not have it yet, and is empty with nothing to show', () => {
    expect(statusTimeline([], 'farmerSubmitted')[0]).toEqual({ status: 'farmerSubmitted', state: 'current' });
    expect(statusTimeline([])).toEqual([]);
  });

  it('puts each SMS sent beside the step it told the farmer of, the latest time that step was reached', () => {
    const submittedAgain = {
      at: '2026-11-03T10:00:00Z',
      action: 'submitted',
      fromStatus: 'formFill',
      status: 'farmerSubmitted',
    } as const;
    const sms = (status: 'farmerSubmitted' | 'lawyer', sentAt: string) => ({
      kind: 'submitted' as const,
      status,
      sentAt,
      text: `SMS at ${sentAt}`,
    });
    const timeline = statusTimeline(
      [
        { at: '2026-11-01T10:00:00Z', action: 'submitted', fromStatus: 'formFill', status: 'farmerSubmitted' },
        { at: '2026-11-02T10:00:00Z', action: 'draftSaved', fromStatus: 'farmerSubmitted', status: 'formFill' },
        submittedAgain,
      ],
      undefined,
      [
        sms('farmerSubmitted', '2026-11-01T10:00:01Z'),
        sms('farmerSubmitted', '2026-11-03T10:00:02Z'),
        sms('lawyer', '2026-11-04T10:00:00Z'),
      ],
    );
    expect(timeline[0]!.sms?.map((sent) => sent.sentAt)).toEqual(['2026-11-01T10:00:01Z']);
    expect(timeline[1]!.sms).toBeUndefined();
    expect(timeline[2]).toMatchObject({
      status: 'farmerSubmitted',
      state: 'current',
      sms: [{ sentAt: '2026-11-03T10:00:02Z' }],
    });
    // An SMS of a step the timeline has not reached yet is not shown on a step to come.
    expect(timeline.some((step) => step.state === 'upcoming' && step.sms)).toBe(false);
  });
});
