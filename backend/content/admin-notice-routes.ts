/**
 * Editors' notice bar (schema/rest/admin-site-content.ts; issue 29): its text, link and whether it shows. One row;
 * a save is one batch with its audit entry, guarded by the row's edit key (admin-site-content-edit.ts), and a save
 * that changes nothing answers `changed: false`. It names `notice:bar` in x-musika-purge: the edge-cached
 * GET /notice-bar and every cached page (the shell shows it) are retired at once. How visitors dismiss it is
 * unchanged (app/features/feedback/notice-bar.tsx).
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { z } from 'zod';
import * as contract from '../../schema/rest/admin-site-content';
import type { OperatorRole } from '../../schema/rest/operators';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import type { Statement } from '../db/run-batch';
import { noticeBar } from '../db/schema';
import { mount, type BackendApp } from '../http';
import { requireOperator } from '../operators/require-operator';
import { guardedWrite, keyIs, newStamp, sameFields } from './admin-site-content-edit';
import { NOTICE_ID, noticeOut, noticeRow } from './notice-queries';

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/notice-bar': ['editor'],
  'POST /admin/notice-bar': ['editor'],
};

type NoticeInput = z.infer<typeof contract.noticeBody>;

async function save(c: Context, db: Db, input: NoticeInput) {
  const now = clockNow(c);
  const operator = await requireOperator(c, db, ADMIN_ROUTE_ROLES['POST /admin/notice-bar'], now);
  const row = await noticeRow(db);
  const before = noticeOut(row);
  const wanted = { enabled: input.enabled, text: input.text, linkText: input.linkText, linkUrl: input.linkUrl, textAfter: input.textAfter };
  if (sameFields(before, wanted)) return { notice: before, changed: false };
  const stamp = newStamp();
  const values = { ...wanted, editKey: stamp, updatedAt: now.toISOString() };
  const statements: Statement[] = [
    row
      ? db
          .update(noticeBar)
          .set(values)
          .where(and(eq(noticeBar.id, NOTICE_ID), keyIs('notice_bar', row.editKey)))
      : db
          .insert(noticeBar)
          .values({ id: NOTICE_ID, ...values })
          .onConflictDoNothing(),
  ];
  const { updatedAt: _, ...was } = before;
  const changed = await guardedWrite({
    ...{ c, db, operator, now, table: 'notice_bar', id: NOTICE_ID, stamp, statements },
    audit: { action: 'notice_bar.saved', objectType: 'notice_bar', objectId: NOTICE_ID, before: was, after: wanted },
    purge: ['notice:bar'],
    alreadyDone: async () => sameFields(noticeOut(await noticeRow(db)), wanted),
  });
  return { notice: noticeOut(await noticeRow(db)), changed };
}

export function registerAdminNoticeRoutes(app: BackendApp): void {
  mount(
    app,
    contract.getAdminNoticeBar,
    async ({ db, c }) => {
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/notice-bar']);
      return { notice: noticeOut(await noticeRow(db)) };
    },
    { failure: contract.SITE_CONTENT_MESSAGES.list },
  );
  mount(app, contract.saveNoticeBar, ({ db, c, body }) => save(c, db, body), { failure: contract.SITE_CONTENT_MESSAGES.save });
}
