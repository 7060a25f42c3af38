import { act, renderHook } from '@testing-library/react';
import { readQueuedSave, writeQueuedSave, type QueuedSave } from './queuedSave';
import { useQueuedSave } from './useQueuedSave';

const PHONE = '9876543210';

function deferred() {
  let resolve!: (done: boolean) => void;
  const promise = new Promise<boolean>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the save queued offline', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('is queued on the version it was made on, and a later queued save keeps that version', () => {
    const { result } = renderHook(() => useQueuedSave({ phone: PHONE, ready: false, send: jest.fn() }));
    act(() => result.current.queue(3));
    act(() => result.current.queue(5));
    expect(readQueuedSave(localStorage, PHONE)?.baseVersion).toBe(3);
  });

  it('is sent once when the network returns, however often the browser says so, then forgotten', async () => {
    writeQueuedSave(localStorage, PHONE, { baseVersion: 3, queuedAt: 1 });
    const answer = deferred();
    const send = jest.fn((_queued: QueuedSave) => answer.promise);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderHook(() => useQueuedSave({ phone: PHONE, ready: true, send }));
    expect(send).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ baseVersion: 3, queuedAt: 1 });
    await act(async () => answer.resolve(true));
    expect(readQueuedSave(localStorage, PHONE)).toBeUndefined();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stays queued while unanswered, and goes on the next visit once the wizard may send', async () => {
    writeQueuedSave(localStorage, PHONE, { baseVersion: 3, queuedAt: 1 });
    const send = jest.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce(false);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = renderHook(({ ready }) => useQueuedSave({ phone: PHONE, ready, send }), {
      initialProps: { ready: false },
    });
    expect(send).not.toHaveBeenCalled();
    await act(async () => rerender({ ready: true }));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(send).toHaveBeenCalledTimes(2);
    expect(readQueuedSave(localStorage, PHONE)).toEqual({ baseVersion: 3, queuedAt: 1 });
  });
});
