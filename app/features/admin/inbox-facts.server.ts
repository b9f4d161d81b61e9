/**
 * What the API writes of a contact message or a feedback in the operator's inbox (schema/rest/admin-inbox.ts
 * INBOX_WORDINGS and the contact topics), in the operator's language (issue 33 §3): its subject (a topic or a
 * feedback's kind) and its details ("Phone: …", "Rating: 4/5 (Good)"), part by part, the rating's own label too.
 * A custom package request's subject is the e-mail's own.
 */
import { apiMessageIn, apiMessageKey } from '~/lib/i18n/api-message.server';
import type { Translate } from '~/lib/i18n/translate.server';
import { INBOX_WORDINGS } from '../../../schema/rest/admin-inbox';

function detailIn(t: Translate, part: string): string {
  const found = apiMessageKey(part);
  if (found?.key !== 'api.adminInbox.rating' || !found.values) return apiMessageIn(t, part);
  return t(found.key, { ...found.values, label: apiMessageIn(t, String(found.values.label)) });
}

export function inboxFactsIn<T extends { subject: string; details?: string | null }>(t: Translate, kind: string, item: T): T {
  if (kind === 'custom_package') return item;
  const details = item.details
    ? item.details
        .split(INBOX_WORDINGS.separator)
        .map((part) => detailIn(t, part))
        .join(INBOX_WORDINGS.separator)
    : item.details;
  return { ...item, subject: apiMessageIn(t, item.subject), details };
}
