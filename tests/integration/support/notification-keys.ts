/**
 * A stored notification's message key (issue 33 §3, migration 0056), judged the same way by every flow's test:
 * the row carries the expected key; the English catalogue, given the row's values, says the stored title and body
 * word for word (so the key says what the English says); chiShona and isiNdebele say it with no raw key and not
 * in English. English dates are the backend's own words (whenWords, "12 Mar 2027"), so the check builds them the
 * backend's way; the other languages write dates from CLDR (notification-values.server.ts).
 */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { valuesIn } from '../../../app/features/notifications/notification-values.server';
import { en } from '../../../app/lib/i18n/catalogues/en';
import { translator, type MessageKey, type MessageValues } from '../../../app/lib/i18n/translate.server';
import { whenWords } from '../../../backend/bookings/booking-view';
import { RAW_KEY } from './page-words';

export interface StoredRow {
  id: number;
  title: string;
  body: string;
  message_key: string | null;
  message_values: string | null;
  created_at: string;
}

/** The newest notification of a kind for the user (whose title starts with `titleStart`, when given). */
export async function newestNote(userId: number, kind: string, titleStart = ''): Promise<StoredRow> {
  const row = await env.DB.prepare(
    'select id, title, body, message_key, message_values, created_at from notifications where user_id = ?1 and kind = ?2 and title like ?3 order by id desc',
  )
    .bind(userId, kind, `${titleStart.replace(/[%_]/g, '')}%`)
    .first<StoredRow>();
  if (!row) throw new Error(`no ${kind} notification for user ${userId}`);
  return row;
}

const day = (iso: string) =>
  new Date(Date.parse(iso) + 2 * 3_600_000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The values as the English words use them: money as the site writes it, dates as the backend writes them. */
function englishValues(json: string): MessageValues {
  const stored = JSON.parse(json) as Record<string, string | number>;
  const values = valuesIn(translator('en'), 'en', json);
  if (!values) throw new Error(`values not readable: ${json}`);
  const booking = stored.booking === 'hire' ? 'hire' : 'appointment';
  if (typeof stored.startsAt === 'string') values.when = whenWords(booking, stored.startsAt, String(stored.endsAt));
  if (typeof stored.fromStartsAt === 'string') values.fromWhen = whenWords(booking, stored.fromStartsAt, String(stored.fromEndsAt));
  for (const [name, value] of Object.entries(stored)) if (name.endsWith('Day')) values[name.slice(0, -3)] = day(String(value));
  return values;
}

/** The row says `notifications.<key>`, the same in English, and in sn and nd without a raw key or its English. */
export function expectKeyed(row: StoredRow, key: string): void {
  const full = `notifications.${key}`;
  expect(row.message_key, row.title).toBe(full);
  expect(Object.hasOwn(en, `${full}.title`), full).toBe(true);
  const t = translator('en');
  const values = englishValues(row.message_values ?? '{}');
  expect(t(`${full}.title` as MessageKey, values)).toBe(row.title);
  if (Object.hasOwn(en, `${full}.body`)) expect(t(`${full}.body` as MessageKey, values)).toBe(row.body);
  // The inbox says `<key>.title` and `<key>.body` with these values (notification-text.server.ts; the inbox pages
  // themselves are read in language-notifications.test.ts).
  for (const language of ['sn', 'nd'] as const) {
    const said = translator(language);
    const theirs = valuesIn(said, language, row.message_values);
    if (!theirs) throw new Error(`values not readable: ${row.message_values}`);
    const title = said(`${full}.title` as MessageKey, theirs);
    expect(title, `${language} ${full}`).not.toMatch(RAW_KEY);
    expect(title, `${language} ${full}`).not.toBe(row.title);
    if (!Object.hasOwn(en, `${full}.body`)) continue;
    const body = said(`${full}.body` as MessageKey, theirs);
    expect(body, `${language} ${full}`).not.toMatch(RAW_KEY);
    expect(body, `${language} ${full}`).not.toBe(row.body);
  }
}

/** Both at once: the newest such notification carries the key. */
export async function expectNewestKeyed(userId: number, kind: string, key: string, titleStart = ''): Promise<StoredRow> {
  const row = await newestNote(userId, kind, titleStart);
  expectKeyed(row, key);
  return row;
}
