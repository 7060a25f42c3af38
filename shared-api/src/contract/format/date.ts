// docs/requirements.md#r9-limits: dates in the en-IN short format (day, short month, year): '21 Nov 2026'. Dates are shown as
// the calendar day in India (IST, UTC+05:30 all year), whatever the viewer's time zone, so a banker and a
// farmer see the same day. Month names are fixed here because ICU changed en-IN September to 'Sept' and
// not every browser has followed; one spelling everywhere keeps screens and tests stable.
import { NOT_AVAILABLE } from './notAvailable';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/;

interface CalendarDay {
  year: number;
  month: number; // 1–12
  day: number;
}

function isRealDay({ year, month, day }: CalendarDay): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

function dayInIndia(instant: number): CalendarDay | null {
  if (!Number.isFinite(instant)) return null;
  const shifted = new Date(instant + IST_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return null;
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * Reads a Date, epoch milliseconds, a date-only 'YYYY-MM-DD' (taken as that calendar day) or an ISO date-time
 * (shown as its day in India). Other strings are refused: engines disagree on how they parse.
 */
function toCalendarDay(value: unknown): CalendarDay | null {
  if (value instanceof Date) return dayInIndia(value.getTime());
  if (typeof value === 'number') return dayInIndia(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const written = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  // Engines roll '2026-02-30T…' over to 2 March; a day that does not exist is refused instead.
  if (!isRealDay(written)) return null;
  return match[4] === undefined ? written : dayInIndia(Date.parse(text));
}

/** '2026-11-21T10:00:00Z' → '21 Nov 2026'; empty or invalid → 'N/A' (like the dashboards' other blanks). */
export function formatShortDate(value: unknown): string {
  const day = toCalendarDay(value);
  if (!day) return NOT_AVAILABLE;
  return `${day.day} ${MONTHS[day.month - 1]} ${day.year}`;
}

/** The instant a calendar day 'YYYY-MM-DD' begins in India (00:00 IST), for filters by day. */
export function startOfDayInIndia(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `since` to `now` (0 on the first day, never negative). */
export function wholeDaysBetween(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
}
