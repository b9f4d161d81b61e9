/**
 * The notice bar's one settings row (migration 0032 inserts it). Should it ever be missing, the spec's wording
 * is what every read answers and the first save writes the row back.
 */
import { eq } from 'drizzle-orm';
import type { RestNoticeBar } from '../../schema/rest/admin-site-content';
import type { Db } from '../db/client';
import { noticeBar } from '../db/schema';

export const NOTICE_ID = 1;

export const SPEC_NOTICE: RestNoticeBar & { updatedAt: string } = {
  enabled: true,
  text: 'You are using the new Musika. Not happy with it?',
  linkText: 'Click here',
  linkUrl: '/support/feedback',
  textAfter: 'to tell us why.',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export async function noticeRow(db: Db) {
  const [row] = await db.select().from(noticeBar).where(eq(noticeBar.id, NOTICE_ID)).limit(1);
  return row ?? null;
}

export const noticeOut = (row: Awaited<ReturnType<typeof noticeRow>>) =>
  row
    ? { enabled: row.enabled, text: row.text, linkText: row.linkText, linkUrl: row.linkUrl, textAfter: row.textAfter, updatedAt: row.updatedAt }
    : SPEC_NOTICE;
