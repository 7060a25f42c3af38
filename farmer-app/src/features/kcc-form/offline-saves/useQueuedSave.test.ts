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
    writeQueuedSave(localStorage, PHONE, { kind: 'draft', baseVersion: 3, queuedAt: 1 });
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
    expect(send).toHaveBeenCalledWith({ kind: 'draft', baseVersion: 3, queuedAt: 1 });
    await act(async () => answer.resolve(true));
    expect(readQueuedSave(localStorage, PHONE)).toBeUndefined();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stays queued while unanswered, and goes on the next visit once the wizard may send', async () => {
    writeQueuedSave(localStorage, PHONE, { kind: 'draft', baseVersion: 3, queuedAt: 1 });
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
    expect(readQueuedSave(localStorage, PHONE)).toEqual({ kind: 'draft', baseVersion: 3, queuedAt: 1 });
  });

  it('shows what is queued, and a submission queued while a save is on its way goes next, on the version it left', async () => {
    const answer = deferred();
    const sent: QueuedSave[] = [];
    const send = jest.fn((queued: QueuedSave) => {
      sent.push(queued);
      return sent.length === 1 ? answer.promise : Promise.resolve(true);
    });
    let version = 3;
    const { result } = renderHook(() =>
      useQueuedSave({ phone: PHONE, ready: true, send, currentVersion: () => version }),
    );
    act(() => result.current.queue(3));
    expect(result.current.queued).toMatchObject({ kind: 'draft', baseVersion: 3 });

    let sending!: Promise<void>;
    act(() => void (sending = result.current.sendNow()));
    // The farmer presses Submit while the save is on its way; the save then arrives as version 4.
    act(() => result.current.queue(3, 'submit'));
    expect(result.current.queued).toMatchObject({ kind: 'submit', baseVersion: 3 });
    version = 4;
    await act(async () => {
      answer.resolve(true);
      await sending;
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(sent[1]).toMatchObject({ kind: 'submit', baseVersion: 4 });
    expect(result.current.queued).toBeUndefined();
    expect(readQueuedSave(localStorage, PHONE)).toBeUndefined();
  });

  it('is tried once more when the network returns while an attempt is still on its way and then fails', async () => {
    writeQueuedSave(localStorage, PHONE, { kind: 'submit', baseVersion: 3, queuedAt: 1 });
    let fail!: (error: Error) => void;
    const send = jest
      .fn()
      .mockImplementationOnce(() => new Promise<boolean>((_done, reject) => (fail = reject)))
      .mockResolvedValueOnce(true);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderHook(() => useQueuedSave({ phone: PHONE, ready: true, send }));
    expect(send).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => fail(new Error('Failed to fetch')));
    expect(send).toHaveBeenCalledTimes(2);
    expect(readQueuedSave(localStorage, PHONE)).toBeUndefined();
  });
});
