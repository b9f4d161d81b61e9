/**
 * D1 schema of the site's content (issue #13): blog and knowledge-base posts with their categories, shopping
 * centres with the stores inside them, and messages sent through the contact form. Re-exported by schema.ts.
 */
import { sqliteTable, text, integer, real, index, primaryKey, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { businesses } from '../db/schema-core';

export const POST_TYPES = ['post', 'video', 'faq'] as const;
export type PostType = (typeof POST_TYPES)[number];
/** Posts and pages are drafts until an editor publishes them (migration 0031); public reads see 'publish' only. */
export const CONTENT_STATUSES = ['publish', 'draft'] as const;

/** WordPress taxonomies: 'category' groups blog posts and videos, 'faq_category' groups FAQs. */
export const POST_TAXONOMIES = ['category', 'faq_category'] as const;

export const postCategories = sqliteTable(
  'post_categories',
  {
    id: integer('id').primaryKey(),
    taxonomy: text('taxonomy', { enum: POST_TAXONOMIES }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('post_categories_taxonomy_slug_idx').on(t.taxonomy, t.slug)],
);

export const posts = sqliteTable(
  'posts',
  {
    id: integer('id').primaryKey(),
    postType: text('post_type', { enum: POST_TYPES }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Trusted HTML written by site editors (WordPress post content); for an FAQ, the answer. */
    content: text('content').notNull(),
    categoryId: integer('category_id').references(() => postCategories.id),
    /** Poster or cover image (a site path); videos show it until the visitor asks to play. */
    image: text('image'),
    /** A video's embed address (https, youtube-nocookie); null for articles and FAQs. */
    videoUrl: text('video_url'),
    /** A video's length in seconds, shown on its poster. */
    durationSeconds: integer('duration_seconds'),
    authorName: text('author_name').notNull().default('Musika team'),
    /** WordPress's sticky_posts option, per post: sticky posts are listed first. */
    isSticky: integer('is_sticky', { mode: 'boolean' }).notNull().default(false),
    /** FAQs are shown in this order within their category. */
    position: integer('position').notNull().default(0),
    publishedAt: text('published_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('publish'),
    /** Set on first publication; from then on the slug is fixed (public links and cache tags name it). */
    firstPublishedAt: text('first_published_at'),
    /** Bumped by every edit: a save names the revision it was made on, so one of two editors wins. */
    revision: integer('revision').notNull().default(1),
    /** The key of the request that last changed the row: its audit entry is written only where this matches. */
    changeKey: text('change_key'),
  },
  (t) => [
    uniqueIndex('posts_type_slug_unique').on(t.postType, t.slug),
    index('posts_type_published_idx').on(t.postType, t.publishedAt),
    index('posts_type_status_published_idx').on(t.postType, t.status, t.publishedAt),
    index('posts_type_updated_idx').on(t.postType, t.updatedAt),
    index('posts_change_key_idx').on(t.changeKey),
    index('posts_category_idx').on(t.categoryId),
  ],
);

export const shoppingCentres = sqliteTable(
  'shopping_centres',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    streetAddress: text('street_address').notNull(),
    suburb: text('suburb').notNull(),
    city: text('city').notNull(),
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
    /** e.g. "Mon–Sat 08:00–18:00, Sun 09:00–14:00"; each store keeps its own hours. */
    hours: text('hours').notNull().default(''),
    parking: text('parking').notNull().default(''),
    /** 'publish' or 'draft' (migration 0032): editors draft a centre before the public lists show it. */
    status: text('status', { enum: ['publish', 'draft'] })
      .notNull()
      .default('publish'),
    /** A picture of the centre (a site path or an https address); null when there is none. */
    image: text('image'),
    /** The key of the editor's request that last changed the centre (one outcome per race). */
    editKey: text('edit_key'),
  },
  (t) => [
    index('shopping_centres_city_idx').on(t.city),
    index('shopping_centres_status_name_idx').on(t.status, t.name),
    index('shopping_centres_name_idx').on(t.name),
  ],
);

export const shoppingCentreStores = sqliteTable(
  'shopping_centre_stores',
  {
    centreId: integer('centre_id')
      .notNull()
      .references(() => shoppingCentres.id),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** Shop number inside the centre, e.g. "Shop 14". */
    unit: text('unit').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.centreId, t.businessId] }), index('shopping_centre_stores_business_idx').on(t.businessId)],
);

/** Messages from the contact form: the embedded backend has no mail service, so support reads them here. */
export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  topic: text('topic').notNull(),
  message: text('message').notNull(),
  createdAt: text('created_at').notNull(),
  /** The support inbox (migrations 0025, 0029): read, closed by whom, and the acting request's own key. */
  readAt: text('read_at'),
  closedAt: text('closed_at'),
  closedBy: integer('closed_by'),
  inboxKey: text('inbox_key'),
});
