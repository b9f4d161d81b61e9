/** Feedback from the support widget, the new-version opt-out modal and the feature-rating popover (POST /feedback). */
import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';

export const feedback = sqliteTable(
  'feedback',
  {
    id: integer('id').primaryKey(),
    /** 13 support widget, 14 new-version opt-out, 15 feature rating (schema/rest/feedback.ts). */
    requestTypeId: integer('request_type_id').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    /** As typed: shown to staff as text, never as HTML. */
    summary: text('summary').notNull().default(''),
    /** customfield_10059.id: 10046 (Very Poor) … 10050 (Excellent); null when the opt-out gave none. */
    ratingId: integer('rating_id'),
    /** The rated feature's slug for request type 15, '' otherwise. */
    feature: text('feature').notNull().default(''),
    createdAt: text('created_at').notNull(),
    /** The support inbox (migrations 0025, 0029): read, closed by whom, and the acting request's own key. */
    readAt: text('read_at'),
    closedAt: text('closed_at'),
    closedBy: integer('closed_by'),
    inboxKey: text('inbox_key'),
  },
  (t) => [index('feedback_type_created_idx').on(t.requestTypeId, t.createdAt)],
);
