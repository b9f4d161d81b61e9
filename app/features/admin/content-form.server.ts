/**
 * The editor's form (/admin/content/{kind}/…) as the API's input: what was typed, kept to show again on an error
 * or beside a preview, and the GraphQL ContentInput. Numbers that are not numbers are caught here with the
 * contract's own messages; every other rule is the API's (its field errors come back as userErrors).
 */
import { ADMIN_CONTENT_MESSAGES as M, CONTENT_MAX_CHARS } from '../../../schema/rest/admin-content';
import type { ContentInput } from '~/graphql/generated/graphql';

export const CONTENT_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'categoryId',
  'image',
  'videoUrl',
  'durationSeconds',
  'authorName',
  'position',
] as const;
export type ContentValues = Partial<Record<(typeof CONTENT_FIELDS)[number], string>> & { sticky?: boolean };
export type ContentFieldErrors = Partial<Record<string, string>>;

const optionalInt = (value: string, field: string, message: string, errors: ContentFieldErrors): number | null => {
  if (!value) return null;
  if (!/^-?\d{1,6}$/.test(value)) {
    errors[field] = message;
    return null;
  }
  return Number(value);
};

export function readContentForm(form: FormData): { values: ContentValues; input: ContentInput; errors: ContentFieldErrors } {
  const values: ContentValues = {};
  for (const field of CONTENT_FIELDS) {
    // Bounded before anything else: a form can post anything, the API takes at most this much.
    values[field] = String(form.get(field) ?? '').slice(0, field === 'content' ? CONTENT_MAX_CHARS + 1 : 1000);
  }
  values.sticky = form.get('sticky') === 'on';
  const errors: ContentFieldErrors = {};
  const input: ContentInput = {
    title: values.title ?? '',
    slug: values.slug?.trim() || null,
    excerpt: values.excerpt ?? '',
    content: values.content ?? '',
    categoryId: values.categoryId || null,
    image: values.image?.trim() || null,
    videoUrl: values.videoUrl?.trim() || null,
    durationSeconds: optionalInt(values.durationSeconds?.trim() ?? '', 'durationSeconds', M.duration, errors),
    authorName: values.authorName?.trim() || null,
    sticky: values.sticky,
    position: optionalInt(values.position?.trim() ?? '', 'position', M.position, errors),
  };
  return { values, input, errors };
}

/** userErrors as field → message; one without a field (or for a field the form lacks) is the form's alert. */
export function fieldErrorsOf(userErrors: readonly { field?: string | null; message: string }[]): {
  errors: ContentFieldErrors;
  alert: string | null;
} {
  const errors: ContentFieldErrors = {};
  let alert: string | null = null;
  for (const e of userErrors) {
    if (e.field && (CONTENT_FIELDS as readonly string[]).includes(e.field)) errors[e.field] ??= e.message;
    else alert ??= e.message;
  }
  return { errors, alert };
}
