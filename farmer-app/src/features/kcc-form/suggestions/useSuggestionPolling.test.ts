import { act, renderHook } from '@testing-library/react';
import { emptySuggestions } from '@kisan-credit/shared-api/contract/suggestions';
import { useSuggestionPolling } from './useSuggestionPolling';

const nothing = () => ({ success: true, processing: true, suggestions: emptySuggestions() });
const aName = () => ({
  success: true,
  processing: false,
  suggestions: { ...emptySuggestions(), applicantNames: [{ value: 'RAMESH KUMAR', source: 'aadharCopy' }] },
});

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.useRealTimers());

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('useSuggestionPolling', () => {
  it('polls first 5 s after the upload, then every 2 s, and with nothing found stops at 60 s', async () => {
    const fetchSuggestions = jest.fn(async () => nothing());
    const { result } = renderHook(() => useSuggestionPolling(fetchSuggestions));
    act(() => result.current.startAfterUpload());

    await advance(4_999);
    expect(fetchSuggestions).toHaveBeenCalledTimes(0);
    await advance(1);
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(result.current.loaded).toBe(true);
    expect(result.current.processing).toBe(true);
    await advance(2_000);
    expect(fetchSuggestions).toHaveBeenCalledTimes(2);

    // Polls at 5, 7, ..., 59 s: 28 polls; the one at 59 s is the last before the minute.
    await advance(60_000);
    expect(fetchSuggestions).toHaveBeenCalledTimes(28);
    expect(result.current.processing).toBe(false);
    await advance(10_000);
    expect(fetchSuggestions).toHaveBeenCalledTimes(28);
  });

  it('once a name is found keeps polling until the minute has passed, then stops', async () => {
    const fetchSuggestions = jest.fn(async () => aName());
    const { result } = renderHook(() => useSuggestionPolling(fetchSuggestions));
    act(() => result.current.startAfterUpload());
    await advance(5_000);
    expect(result.current.suggestions.applicantNames[0]?.value).toBe('RAMESH KUMAR');
    await advance(54_000); // the poll at 59 s is made
    expect(fetchSuggestions).toHaveBeenCalledTimes(28);
    await advance(20_000);
    expect(fetchSuggestions).toHaveBeenCalledTimes(28);
  });

  it('only logs load errors and keeps polling', async () => {
    const fetchSuggestions = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(aName());
    const { result } = renderHook(() => useSuggestionPolling(fetchSuggestions));
    act(() => result.current.startAfterUpload());
    await advance(5_000);
    expect(console.warn).toHaveBeenCalledWith('Suggestions could not be loaded', expect.any(Error));
    expect(result.current.loaded).toBe(false);
    await advance(2_000);
    expect(result.current.loaded).toBe(true);
  });

  it('a new upload restarts the clock', async () => {
    const fetchSuggestions = jest.fn(async () => nothing());
    const { result } = renderHook(() => useSuggestionPolling(fetchSuggestions));
    act(() => result.current.startAfterUpload());
    await advance(30_000);
    act(() => result.current.startAfterUpload());
    const before = fetchSuggestions.mock.calls.length;
    await advance(4_000);
    expect(fetchSuggestions.mock.calls.length).toBe(before);
    await advance(56_000); // 60 s after the second upload
    expect(fetchSuggestions.mock.calls.length).toBe(before + 28);
  });

  it('loads once when leaving step 1, and Reupload empties the suggestions', async () => {
    const fetchSuggestions = jest.fn(async () => aName());
    const { result } = renderHook(() => useSuggestionPolling(fetchSuggestions));
    await act(() => result.current.loadOnce());
    await act(() => result.current.loadOnce());
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    act(() => result.current.clear());
    expect(result.current.loaded).toBe(false);
    expect(result.current.suggestions.applicantNames).toEqual([]);
    await act(() => result.current.loadOnce());
    expect(fetchSuggestions).toHaveBeenCalledTimes(2);
  });

  it('stops polling when the wizard goes away', async () => {
    const fetchSuggestions = jest.fn(async () => nothing());
    const { result, unmount } = renderHook(() => useSuggestionPolling(fetchSuggestions));
    act(() => result.current.startAfterUpload());
    unmount();
    await advance(10_000);
    expect(fetchSuggestions).not.toHaveBeenCalled();
  });
});
