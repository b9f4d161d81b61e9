/**
 * The support inbox's calls (schema/rest/admin-inbox.ts; issue 29): support and admins. Each handler checks the
 * role again (the /admin gate did already) and takes its time from the backend's clock; the writes live in
 * inbox-actions.ts, the reads in inbox-queries.ts.
 */
import type { Context } from 'hono';
import * as contract from '../../schema/rest/admin-inbox';
import { INBOX_MESSAGES } from '../../schema/rest/admin-inbox';
import type { OperatorRole } from '../../schema/rest/operators';
import { paging } from '../catalogue/product-summary-queries';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { HttpError, mount, type BackendApp } from '../http';
import { requireOperator } from '../operators/require-operator';
import { changeStatus, reply, type InboxAction } from './inbox-actions';
import { inboxItem, inboxPage } from './inbox-queries';

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/inbox': ['support'],
  'GET /admin/inbox/:kind/:id': ['support'],
  'POST /admin/inbox/:kind/:id/read': ['support'],
  'POST /admin/inbox/:kind/:id/reply': ['support'],
  'POST /admin/inbox/:kind/:id/close': ['support'],
  'POST /admin/inbox/:kind/:id/reopen': ['support'],
};

/** The operator (checked for `route`) and the item the path names, or 404. */
async function operatorAndItem(c: Context, db: Db, route: string) {
  const now = clockNow(c);
  const operator = await requireOperator(c, db, ADMIN_ROUTE_ROLES[route], now);
  const params = contract.inboxParams.safeParse({ kind: c.req.param('kind'), id: c.req.param('id') });
  if (!params.success) throw new HttpError(404, INBOX_MESSAGES.itemNotFound);
  const item = await inboxItem(db, params.data.kind, params.data.id);
  if (!item) throw new HttpError(404, INBOX_MESSAGES.itemNotFound);
  return { operator, item, now };
}

const ACTIONS: [typeof contract.readInboxItem, InboxAction][] = [
  [contract.readInboxItem, 'read'],
  [contract.closeInboxItem, 'close'],
  [contract.reopenInboxItem, 'reopen'],
];

export function registerAdminInboxRoutes(app: BackendApp): void {
  mount(
    app,
    contract.listAdminInbox,
    async ({ db, query, c }) => {
      const now = clockNow(c);
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/inbox'], now);
      const opts = { kind: query.kind, status: query.status, search: query.search || undefined, page: query.page, perPage: query.per_page };
      const { load, total, unread } = await inboxPage(db, opts, now);
      return { load, unread, pageInfo: paging(query.page, query.per_page, total) };
    },
    { failure: INBOX_MESSAGES.listInbox },
  );
  mount(app, contract.getAdminInboxItem, async ({ db, c }) => ({ item: (await operatorAndItem(c, db, 'GET /admin/inbox/:kind/:id')).item }), {
    failure: INBOX_MESSAGES.listInbox,
  });
  for (const [call, action] of ACTIONS) {
    mount(
      app,
      call,
      async ({ db, c }) => {
        const { operator, item, now } = await operatorAndItem(c, db, `POST /admin/inbox/:kind/:id/${action}`);
        return await changeStatus(c, db, operator, item, action, now);
      },
      { failure: INBOX_MESSAGES.inboxAction },
    );
  }
  mount(
    app,
    contract.replyToInboxItem,
    async ({ db, body, c }) => {
      const { operator, item, now } = await operatorAndItem(c, db, 'POST /admin/inbox/:kind/:id/reply');
      return await reply(c, db, operator, item, body.body, now);
    },
    { failure: INBOX_MESSAGES.inboxAction },
  );
}
