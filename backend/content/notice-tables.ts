/**
 * The new-version notice bar's settings (spec §2 overlay 2; issue 29, migration 0032): one row, id 1, which
 * the migration inserts with the spec's wording. Editors change the text, the link and whether it shows.
 */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const noticeBar = sqliteTable('notice_bar', {
  id: integer('id').primaryKey(),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
  /** Before the link. */
  text: text('text').notNull(),
  /** The link's words; empty: no link. */
  linkText: text('link_text').notNull(),
  /** A site path or an https address; the feedback page opens the opt-out modal instead (with JavaScript). */
  linkUrl: text('link_url').notNull(),
  /** After the link. */
  textAfter: text('text_after').notNull(),
  editKey: text('edit_key'),
  updatedAt: text('updated_at').notNull(),
});
