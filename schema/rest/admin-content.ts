/**
 * The editors' content (issue 29, /admin/content/): blog articles (the knowledge base's articles are articles of
 * the guide categories), videos, FAQs and pages. Editor (and admin) only, see ADMIN_ROUTE_ROLES in
 * backend/content/admin-posts-routes.ts.
 *   GET  /admin/content?kind&status&search&page         → a kind's items, last edited first, by title or slug.
 *   GET  /admin/content/categories?kind                 → the categories an item of that kind may be filed under.
 *   GET  /admin/content/{kind}/{id}                     → one item as the editor edits it.
 *   POST /admin/content/{kind}/preview {input}          → the item as the public page would render it; nothing saved.
 *   POST /admin/content/{kind} {input}                  → a new draft (201).
 *   PUT  /admin/content/{kind}/{id} {input, revision}   → saves an edit made on `revision`; an edit of a published item
 *                                                         purges the edge cache. The same content again changes nothing.
 *   POST /admin/content/{kind}/{id}/publish | unpublish → publishes (public at once) or takes it back to draft;
 *                                                         a second identical action answers 409 and changes nothing.
 * Content is HTML: every save and preview keeps only the allow-listed tags and attributes
 * (backend/content/admin-posts-html.ts), since the public pages render it as it is stored.
 */
import { z } from 'zod';
import { adminListQuery, idParam, operatorText as text } from './admin-lists';
import { defineCall, noInput } from './call';
import { pageInfo } from './shared';

export const CONTENT_KINDS = ['post', 'video', 'faq', 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_FILTERS = ['all', 'published', 'draft'] as const;
export const CONTENT_STATUSES = ['published', 'draft'] as const;
export const CONTENT_MAX_CHARS = 100_000;
/** Videos play in a youtube-nocookie embed: the only frame the CSP allows (docs/decisions/009). */
export const VIDEO_URL = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{6,20}$/;
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ADMIN_CONTENT_MESSAGES = {
  notFound: 'Content not found',
  kind: 'Unknown kind of content',
  title: 'Give it a title of 1 to 200 characters',
  slug: 'A slug is 1 to 200 lowercase letters, digits and single dashes (leave it empty to make one from the title)',
  slugTaken: 'Another item of this kind already has this slug',
  slugReserved: 'This slug is the address of another Musika screen',
  slugLocked: 'The slug is fixed once the item has been published: public links name it',
  excerpt: 'The summary may be at most 500 characters',
  content: `Write the content (at most ${CONTENT_MAX_CHARS.toLocaleString('en')} characters)`,
  category: 'Choose one of the listed categories',
  image: 'An image is a site path (/images/…) or an https address',
  videoUrl: 'A video needs its embed address: https://www.youtube-nocookie.com/embed/<id>',
  duration: 'The length is a whole number of seconds, 1 to 86400',
  author: 'The author name is 1 to 100 characters',
  position: 'The position is a whole number from 0 to 10000',
  revision: 'Reload the editor: the revision it was opened on is missing',
  stale: 'Someone else saved this item since you opened it; reload to see their version',
  unchanged: 'Nothing changed: the item already says exactly this',
  alreadyPublished: 'This item is already published; nothing changed',
  alreadyDraft: 'This item is already a draft; nothing changed',
  listContent: 'Error fetching content',
  saveContent: 'Error saving content',
} as const;
const M = ADMIN_CONTENT_MESSAGES;

export { idParam };
export const contentKind = z.enum(CONTENT_KINDS, { errorMap: () => ({ message: M.kind }) });

const optionalText = (max: number, message: string) =>
  z
    .string({ invalid_type_error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/** What an editor types. Fields a kind does not use are ignored for it (a page has no category or video). */
export const contentInput = z.object({
  title: text(1, 200, M.title),
  /** Empty: made from the title. */
  slug: z
    .string({ invalid_type_error: M.slug })
    .trim()
    .toLowerCase()
    .max(200, M.slug)
    .refine((s) => s === '' || SLUG.test(s), M.slug)
    .default(''),
  excerpt: text(0, 500, M.excerpt).default(''),
  content: z.string({ required_error: M.content, invalid_type_error: M.content }).trim().min(1, M.content).max(CONTENT_MAX_CHARS, M.content),
  categoryId: z.number({ invalid_type_error: M.category }).int(M.category).positive(M.category).nullish(),
  image: optionalText(500, M.image).refine((v) => v === null || /^(\/[^\s]*|https:\/\/[^\s]+)$/.test(v), M.image),
  videoUrl: optionalText(200, M.videoUrl).refine((v) => v === null || VIDEO_URL.test(v), M.videoUrl),
  durationSeconds: z.number({ invalid_type_error: M.duration }).int(M.duration).min(1, M.duration).max(86_400, M.duration).nullish(),
  authorName: text(1, 100, M.author).default('Musika team'),
  sticky: z.boolean().default(false),
  position: z.number({ invalid_type_error: M.position }).int(M.position).min(0, M.position).max(10_000, M.position).default(0),
});
export type ContentInput = z.output<typeof contentInput>;

export const contentItem = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  status: z.enum(CONTENT_STATUSES),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  image: z.string().nullable(),
  videoUrl: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  authorName: z.string(),
  sticky: z.boolean(),
  position: z.number().int(),
  /** An edit names it; a save made on an older revision is refused (someone else saved in between). */
  revision: z.number().int(),
  /** True once first published: the slug no longer changes. */
  slugLocked: z.boolean(),
  /** Posts: when it was (or will be, on first publication) dated; pages: null. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type RestContentItem = z.infer<typeof contentItem>;
/** The list shows these; the content itself is read when the item is opened. */
export const contentSummary = contentItem.omit({ content: true, excerpt: true });
export type RestContentSummary = z.infer<typeof contentSummary>;

export const contentPreview = contentItem.pick({
  slug: true,
  title: true,
  excerpt: true,
  content: true,
  categoryName: true,
  image: true,
  videoUrl: true,
  durationSeconds: true,
  authorName: true,
});

export const listAdminContent = defineCall({
  name: 'listAdminContent',
  method: 'GET',
  path: '/admin/content',
  query: adminListQuery(CONTENT_FILTERS, 'all').extend({ kind: contentKind.default('post') }),
  body: noInput,
  data: z.object({ load: z.array(contentSummary), pageInfo }),
});

export const listContentCategories = defineCall({
  name: 'listContentCategories',
  method: 'GET',
  path: '/admin/content/categories',
  query: z.object({ kind: contentKind.default('post') }),
  body: noInput,
  data: z.object({ load: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

export const getAdminContent = defineCall({
  name: 'getAdminContent',
  method: 'GET',
  path: '/admin/content/:kind/:id',
  query: noInput,
  body: noInput,
  data: z.object({ item: contentItem }),
});

export const previewContent = defineCall({
  name: 'previewContent',
  method: 'POST',
  path: '/admin/content/:kind/preview',
  query: noInput,
  body: contentInput,
  /** The fields as they would be saved (content sanitised, slug made), and the chosen category's name. */
  data: z.object({ preview: contentPreview }),
});

export const createContent = defineCall({
  name: 'createContent',
  method: 'POST',
  path: '/admin/content/:kind',
  query: noInput,
  body: contentInput,
  data: z.object({ item: contentItem }),
});

export const updateContent = defineCall({
  name: 'updateContent',
  method: 'PUT',
  path: '/admin/content/:kind/:id',
  query: noInput,
  body: contentInput.extend({
    revision: z.number({ required_error: M.revision, invalid_type_error: M.revision }).int(M.revision).min(1, M.revision),
  }),
  data: z.object({ item: contentItem, changed: z.boolean() }),
});

export const publishContent = defineCall({
  name: 'publishContent',
  method: 'POST',
  path: '/admin/content/:kind/:id/publish',
  query: noInput,
  body: noInput,
  data: z.object({ item: contentItem }),
});

export const unpublishContent = defineCall({
  name: 'unpublishContent',
  method: 'POST',
  path: '/admin/content/:kind/:id/unpublish',
  query: noInput,
  body: noInput,
  data: z.object({ item: contentItem }),
});
