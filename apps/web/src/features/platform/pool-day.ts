import { dateTimeFormatOf, intlLocaleOf } from '@/lib/format';

/** A pool day (`YYYY-MM-DD`, 00:00–00:00 UTC) as a date of the language, never shifted by the viewer's time zone. */
export function formatPoolDay(day: string, language: string): string {
  return dateTimeFormatOf(intlLocaleOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The pool day a moment falls in, and the one before it. */
export function poolDaysAround(now: Date): { today: string; yesterday: string } {
  const today = now.toISOString().slice(0, 10);
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { today, yesterday };
}
