/**
 * Where each kind of inbox item lives and how it reads as a message (issue 29). Three tables, one shape: contact
 * messages (contact_messages), feedback (feedback) and custom package requests, which are the outbox's e-mails to
 * sales (backend/subscriptions/custom-request.ts). Table names and conditions here are constants, written into the
 * SQL as text: the list conditions must appear literally for SQLite to use the partial indexes of migration 0029.
 */
import { sql, type SQL } from 'drizzle-orm';
import { INBOX_WORDINGS, type InboxKind, type InboxStatus, type RestInboxItem } from '../../schema/rest/admin-inbox';
import { CONTACT_TOPIC_LABELS, type ContactTopic } from '../../schema/rest/contact-topics';
import { RATINGS } from '../../schema/rest/feedback';
import { containing } from '../moderation/reports-queries';

/** A row as the queries select it: the item's own columns under common names (a…d differ by kind). */
export interface InboxRow {
  id: number;
  created_at: string;
  read_at: string | null;
  closed_at: string | null;
  closed_by_name: string | null;
  a: string | null;
  b: string | null;
  c: string | number | null;
  d: string | number | null;
  e: string | null;
  f: string | number | null;
}

interface Source {
  table: string;
  /** Which rows of the table are inbox items ('' when all are). */
  scope: string;
  /** `t.x as a, …, t.z as f`: what present() reads. */
  columns: string;
  /** Columns the search looks in. */
  searched: string[];
  present(row: InboxRow): Pick<RestInboxItem, 'name' | 'email' | 'subject' | 'body' | 'details'>;
}

/** The sender custom-request.ts writes on the e-mail's first line: "… from Name <email> (account #12, …)". */
export function customPackageSender(body: string): { name: string; email: string } {
  const found = /^Custom package request from (.*) <([^<>\s]+@[^<>\s]+)> \(account #/.exec(body);
  return found ? { name: found[1], email: found[2] } : { name: '', email: '' };
}

export const SOURCES: Record<InboxKind, Source> = {
  contact: {
    table: 'contact_messages',
    scope: '',
    columns: 't.name as a, t.email as b, t.topic as c, t.message as d, t.phone as e, null as f',
    searched: ['t.name', 't.email', 't.message'],
    present: (r) => ({
      name: String(r.a),
      email: String(r.b),
      subject: CONTACT_TOPIC_LABELS[r.c as ContactTopic] ?? String(r.c),
      body: String(r.d),
      details: r.e ? INBOX_WORDINGS.phone(String(r.e)) : '',
    }),
  },
  feedback: {
    table: 'feedback',
    scope: '',
    columns: 't.name as a, t.email as b, t.request_type_id as c, t.summary as d, t.feature as e, t.rating_id as f',
    searched: ['t.name', 't.email', 't.summary', 't.feature'],
    present: (r) => {
      const rating = RATINGS.find((x) => x.id === Number(r.f));
      const details = [r.e ? INBOX_WORDINGS.feature(String(r.e)) : '', rating ? INBOX_WORDINGS.rating(rating.value, rating.label) : ''].filter(
        Boolean,
      );
      return {
        name: String(r.a ?? ''),
        email: String(r.b ?? ''),
        subject: INBOX_WORDINGS.feedbackKinds[Number(r.c)] ?? INBOX_WORDINGS.feedback,
        body: String(r.d ?? ''),
        details: details.join(INBOX_WORDINGS.separator),
      };
    },
  },
  custom_package: {
    table: 'outbox',
    scope: "t.kind = 'custom_package_request'",
    columns: 't.subject as a, t.body as b, null as c, null as d, null as e, null as f',
    searched: ['t.subject', 't.body'],
    present: (r) => ({ ...customPackageSender(String(r.b)), subject: String(r.a), body: String(r.b), details: '' }),
  },
};

/** Each status as the literal condition its index (0025's *_unread_idx, 0029's partial indexes) is built on. */
const STATUS_WHERE: Record<InboxStatus, string> = {
  new: 't.read_at IS NULL',
  open: 't.read_at IS NOT NULL AND t.closed_at IS NULL',
  closed: 't.closed_at IS NOT NULL',
  all: '',
};

export function listWhere(kind: InboxKind, status: InboxStatus, search?: string): SQL {
  const source = SOURCES[kind];
  const parts: SQL[] = [source.scope, STATUS_WHERE[status]].filter(Boolean).map((raw) => sql.raw(raw));
  if (search) {
    const like = source.searched.map((column) => sql`${sql.raw(column)} like ${containing(search)} escape '\\'`);
    parts.push(sql`(${sql.join(like, sql` or `)})`);
  }
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

/** select … from the kind's table as t, with who closed it. */
export function selectFrom(kind: InboxKind): SQL {
  const source = SOURCES[kind];
  return sql.raw(
    `select t.id, t.created_at, t.read_at, t.closed_at, u.display_name as closed_by_name, ${source.columns} from ${source.table} t left join users u on u.id = t.closed_by`,
  );
}

export const itemStatus = (r: Pick<InboxRow, 'read_at' | 'closed_at'>): RestInboxItem['status'] =>
  r.closed_at ? 'closed' : r.read_at ? 'open' : 'new';

export function toItem(kind: InboxKind, r: InboxRow, replies: RestInboxItem['replies'] = []): RestInboxItem {
  return {
    kind,
    id: r.id,
    status: itemStatus(r),
    ...SOURCES[kind].present(r),
    createdAt: r.created_at,
    readAt: r.read_at,
    closedAt: r.closed_at,
    closedByName: r.closed_by_name,
    replies,
  };
}
