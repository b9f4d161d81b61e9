/**
 * From what an editor typed to what is saved (schema/rest/admin-content.ts): content through the HTML allow-list,
 * the category checked against the kind's taxonomy, a video's address required, and the slug decided — the
 * typed one if free, else one made from the title (numbered when taken), and never a new one once the item has
 * been published (public links and cache tags name it; the public routes keep no redirects).
 */
import { ADMIN_CONTENT_MESSAGES as M, type ContentInput, type ContentKind, type RestContentItem } from '../../schema/rest/admin-content';
import type { Db } from '../db/client';
import { HttpError } from '../http';
import { sanitiseHtml } from './admin-posts-html';
import { RESERVED_PAGE_SLUGS } from './admin-pages-queries';
import type { ContentStore, SavedFields } from './admin-posts-store';

const fieldError = (field: string, message: string) => new HttpError(400, `${field}: ${message}`);

/** "Selling on Musika: 5 tips!" → "selling-on-musika-5-tips"; accents dropped ("Café" → "cafe"). */
export function slugify(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 180)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

async function freeSlug(db: Db, store: ContentStore, base: string, exceptId?: number): Promise<string> {
  const candidates = [base, ...Array.from({ length: 19 }, (_, i) => `${base}-${i + 2}`)];
  const taken = await store.takenSlugs(db, candidates, exceptId);
  return candidates.find((c) => !taken.has(c)) ?? `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

export interface Decision {
  kind: ContentKind;
  input: ContentInput;
  /** The item being edited; absent for a new one or a preview of one. */
  existing?: RestContentItem | null;
  /** Previews make a slug but do not reserve it. */
  preview?: boolean;
}

export async function savedFields(db: Db, store: ContentStore, { kind, input, existing, preview }: Decision): Promise<SavedFields> {
  const content = sanitiseHtml(input.content).trim();
  if (!content) throw fieldError('content', M.content);
  const categoryId = kind === 'page' ? null : (input.categoryId ?? null);
  if (!(await store.validCategory(db, categoryId))) throw fieldError('categoryId', M.category);
  if (kind === 'video' && !input.videoUrl) throw fieldError('videoUrl', M.videoUrl);

  let slug: string;
  if (existing?.slugLocked) {
    if (input.slug && input.slug !== existing.slug) throw fieldError('slug', M.slugLocked);
    slug = existing.slug;
  } else if (input.slug) {
    if (kind === 'page' && !preview && RESERVED_PAGE_SLUGS.has(input.slug)) throw fieldError('slug', M.slugReserved);
    if (!preview && (await store.takenSlugs(db, [input.slug], existing?.id)).has(input.slug)) throw fieldError('slug', M.slugTaken);
    slug = input.slug;
  } else {
    const base = slugify(input.title, kind);
    slug = preview ? base : await freeSlug(db, store, base, existing?.id);
  }
  return {
    ...input,
    slug,
    content,
    categoryId,
    durationSeconds: kind === 'video' ? (input.durationSeconds ?? null) : null,
    videoUrl: kind === 'video' ? input.videoUrl : null,
    // Only articles and videos show an author; FAQs keep theirs (the editor has no field for it).
    authorName: kind === 'post' || kind === 'video' ? input.authorName : existing?.authorName || 'Musika team',
  };
}

/** The saved fields an edit would change, before and after (long text shortened: the audit log is not an archive). */
export function changedFields(existing: RestContentItem, fields: SavedFields) {
  const short = (v: unknown) => (typeof v === 'string' && v.length > 1000 ? `${v.slice(0, 1000)}… (${v.length} characters)` : v);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const comparable: (keyof SavedFields & keyof RestContentItem)[] = [
    'slug',
    'title',
    'excerpt',
    'content',
    'categoryId',
    'image',
    'videoUrl',
    'durationSeconds',
    'authorName',
    'sticky',
    'position',
  ];
  for (const key of comparable) {
    if (existing.kind === 'page' && !['slug', 'title', 'excerpt', 'content'].includes(key)) continue;
    if (existing.kind !== 'faq' && key === 'position') continue;
    if (existing.kind === 'faq' && (key === 'sticky' || key === 'image')) continue;
    if ((existing[key] ?? null) === (fields[key] ?? null)) continue;
    before[key] = short(existing[key]);
    after[key] = short(fields[key]);
  }
  return { before, after, changed: Object.keys(after).length > 0 };
}
