/**
 * The Content-Security-Policy of the portal's pages. Scripts only from here and from the origins that
 * remotes.json names (the session token sits in localStorage, so no third-party script may run);
 * inline styles because styled-components injects them.
 */
export function pageContentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const remotes = remoteOrigins.join(' ');
  const withRemotes = (...sources: string[]) => [...sources, remotes].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `connect-src ${withRemotes("'self'")}`,
    "style-src 'self' 'unsafe-inline'",
    // A remote served from elsewhere loads its own images and fonts from there (publicPath 'auto').
    `img-src ${withRemotes("'self'", 'data:', 'blob:')}`,
    `font-src ${withRemotes("'self'", 'data:')}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
