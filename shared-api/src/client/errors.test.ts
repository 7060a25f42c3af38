/** @jest-environment jsdom */
import { pageLanguage } from './pageLanguage';
import {
  errorMessageOf,
  errorStatus,
  errorTextOr,
  isStaleApplication,
  serverErrorCode,
  serverErrorText,
} from '@kisan-credit/shared-api/client/errors';

const serverError = { status: 400, data: { error: 'Please enter a valid 10-digit Indian mobile number', code: 'x' } };

describe('reading the server error text from an RTK Query error', () => {
  it('takes the error field of the server answer', () => {
    expect(serverErrorText(serverError)).toBe('Please enter a valid 10-digit Indian mobile number');
    expect(errorTextOr(serverError, 'Failed to send OTP')).toBe('Please enter a valid 10-digit Indian mobile number');
  });

  it('reads the page’s language, which every call sends as Accept-Language so the server words its answer in it', () => {
    for (const language of ['hi', 'ta', 'or'] as const) {
      document.documentElement.lang = language;
      expect(pageLanguage()).toBe(language);
    }
    document.documentElement.lang = 'fr';
    expect(pageLanguage()).toBe('en');
    document.documentElement.lang = 'en';
  });

  it('falls back when the answer holds no error text', () => {
    expect(errorTextOr({ status: 502, data: '<html>Bad gateway</html>' }, 'Failed to send OTP')).toBe(
      'Failed to send OTP',
    );
    expect(errorTextOr({ status: 500, data: { error: '   ' } }, 'Update failed')).toBe('Update failed');
    expect(errorTextOr({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' }, 'Invalid OTP')).toBe('Invalid OTP');
    expect(errorTextOr(undefined, 'Invalid OTP')).toBe('Invalid OTP');
    expect(errorTextOr(new Error('boom'), 'Invalid OTP')).toBe('Invalid OTP');
  });

  it('gives the server text, else the failure message, for "followed by the server error or message"', () => {
    expect(errorMessageOf(serverError)).toBe('Please enter a valid 10-digit Indian mobile number');
    expect(errorMessageOf({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toBe('TypeError: fetch failed');
    expect(errorMessageOf({ name: 'Error', message: 'Rejected' })).toBe('Rejected');
    expect(errorMessageOf({ status: 503, data: null })).toBe('Request failed (503)');
  });

  it('reads the HTTP status when there was an answer', () => {
    expect(errorStatus({ status: 404, data: { error: 'Not found' } })).toBe(404);
    expect(errorStatus({ status: 'FETCH_ERROR', error: 'x' })).toBeUndefined();
  });
});

describe('a 409 staleApplication', () => {
  const stale = {
    status: 409,
    data: {
      error: 'This application was changed by someone else. Please reload it and try again.',
      code: 'staleApplication',
    },
  };

  it('is told apart from other refusals, and keeps its text for the screen', () => {
    expect(isStaleApplication(stale)).toBe(true);
    expect(serverErrorCode(stale)).toBe('staleApplication');
    expect(errorTextOr(stale, 'Update failed')).toBe(stale.data.error);
    expect(isStaleApplication({ status: 409, data: { error: 'Locked', code: 'applicationLocked' } })).toBe(false);
    expect(isStaleApplication({ status: 'FETCH_ERROR', error: 'x' })).toBe(false);
  });
});
