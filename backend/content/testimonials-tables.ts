/**
 * The testimonials shown on /sell-items and /compare-accounts (spec §1, §3 Testimonial), editable by editors
 * (issue 29; migration 0032). The seed holds the original 11 (scripts/seed/testimonials.mjs).
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const testimonials = sqliteTable(
  'testimonials',
  {
    id: integer('id').primaryKey(),
    customerName: text('customer_name').notNull(),
    customerRole: text('customer_role', { enum: ['Vendor', 'Buyer'] }).notNull(),
    text: text('text').notNull(),
    /** The words of the control that opens the whole story. */
    linkText: text('link_text').notNull(),
    /** A page of the site with the customer's video story (/blog/video/…); null when there is none. */
    videoUrl: text('video_url'),
    /** Long stories show their first sentence and open to the rest. */
    expandable: integer('expandable', { mode: 'boolean' }).notNull().default(true),
    /** Editors' order, lowest first; pages then put their audience's role first. */
    position: integer('position').notNull(),
    status: text('status', { enum: ['publish', 'draft'] })
      .notNull()
      .default('publish'),
    /** The key of the editor's request that last changed it (one outcome per race). */
    editKey: text('edit_key'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('testimonials_position_idx').on(t.position), index('testimonials_status_position_idx').on(t.status, t.position)],
);
