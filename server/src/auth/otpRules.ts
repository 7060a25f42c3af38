/** The OTP rules of the architecture note; the hourly caps are configuration (AppConfig.otpLimits). */
export const OTP_RULES = {
  /** How long a code is valid (NIST 800-63B allows at most 10 minutes). */
  validForSeconds: 5 * 60,
  /** Verify attempts per code, counted before comparing. */
  maxVerifyAttempts: 5,
  /** Minimum gap between two codes sent to one phone. */
  resendGapSeconds: 60,
} as const;
