/**
 * The pieces every operator call shares (issue 29), so each back-office contract states only its own rules:
 * free text as operators type it (control characters out, runs of spaces collapsed, then the length rule),
 * numeric ids in paths with the call's own not-found message, and the list query of every /admin/ list
 * (a status filter, a search of at most 100 characters, 1-based pages of 20 by default).
 */
import { z } from 'zod';
import { queryInt } from './call';

export function operatorText(min: number, max: number, message: string) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .transform((s) =>
      s
        .replace(/[\u0000-\u001f\u007f]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .pipe(z.string().min(min, message).max(max, message));
}

/** A positive id in a path (`/admin/payouts/:id`): anything else answers the call's not-found message. */
export function idParam(message: string) {
  return z
    .string()
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number);
}

export const ADMIN_SEARCH_MAX = 100;
export const adminSearch = z.string().trim().max(ADMIN_SEARCH_MAX, `search: at most ${ADMIN_SEARCH_MAX} characters`).optional();
export const adminPaging = { page: queryInt(1, 10_000).default(1), per_page: queryInt(1, 100).default(20) };

/** `?status&search&page&per_page`: a status from `statuses`, `fallback` when absent. */
export function adminListQuery<S extends readonly [string, ...string[]]>(statuses: S, fallback: S[number]) {
  return z.object({ status: z.enum(statuses).default(fallback as never), search: adminSearch, ...adminPaging });
}
