/**
 * GET /notice-bar (schema/rest/admin-site-content.ts): the new-version notice's text, link and whether it shows,
 * read by the site shell on every page (server-side, through the layout's shared query). Public and edge-cached
 * (server/edge-cache.ts); an editor's change purges it.
 */
import * as contract from '../../schema/rest/admin-site-content';
import { mount, type BackendApp } from '../http';
import { noticeOut, noticeRow } from './notice-queries';

export function registerNoticeRoutes(app: BackendApp): void {
  mount(
    app,
    contract.getNoticeBar,
    async ({ db }) => {
      const { updatedAt: _, ...notice } = noticeOut(await noticeRow(db));
      return { notice };
    },
    { failure: contract.SITE_CONTENT_MESSAGES.list },
  );
}
