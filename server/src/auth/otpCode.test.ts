import { generateOtpCode, hmacOtpCode, otpCodeMatches } from './otpCode';

describe('OTP codes', () => {
  it('are six digits, leading zeros included, and vary', () => {
    const codes = Array.from({ length: 200 }, generateOtpCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are checked against an HMAC bound to their challenge and secret', () => {
    const stored = hmacOtpCode('secret', 'challenge-1', '042117');
    expect(otpCodeMatches('secret', 'challenge-1', '042117', stored)).toBe(true);
    expect(otpCodeMatches('secret', 'challenge-1', '042118', stored)).toBe(false);
    expect(otpCodeMatches('secret', 'challenge-2', '042117', stored)).toBe(false);
    expect(otpCodeMatches('other', 'challenge-1', '042117', stored)).toBe(false);
  });
});
