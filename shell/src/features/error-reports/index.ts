export { reportBrowserError, reportUncaughtErrors } from './reportBrowserError';
