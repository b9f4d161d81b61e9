/**
 * Vendor analytics (schema/rest/analytics.ts): the dashboard figures and the counters, both behind
 * requireBusinessRunner, and the public view recorder that server.ts calls off the response path.
 */
import * as contract from '../../schema/rest/analytics';
import { harareRange } from './harare-range';
import { isBot } from './is-bot';
import { requestVisitor } from './request-visitor';
import { viewWindowStart } from './view-window';
import { analyticsCounters } from './analytics-counters-queries';
import { dashboardFigures } from './analytics-dashboard-queries';
import { findViewTarget, insertViewOnce } from './analytics-views-queries';
import { requireBusinessAccess, requireBusinessRunner } from '../businesses/business-access-queries';
import { mount, type BackendApp } from '../http';
import { clockNow } from '../clock';

export function registerAnalyticsRoutes(app: BackendApp): void {
  mount(app, contract.analyticsDashboard, async ({ body, db, c }) => {
    const now = clockNow(c);
    await requireBusinessRunner(c, db, body.bID, now);
    const figures = await dashboardFigures(db, body.bID, harareRange(body.range, now));
    return { range: body.range, currency: 'USD', ...figures };
  });

  mount(app, contract.analyticsCountersCall, async ({ query, db, c }) => {
    const now = clockNow(c);
    // The counters measure the business against its owner's package, whoever of its staff asks.
    const { ownerId } = await requireBusinessAccess(c, db, query.bID, 'manage', now);
    return analyticsCounters(db, query.bID, ownerId, now);
  });

  mount(app, contract.recordView, async ({ body, db, c }) => {
    if (isBot(c.req.header('user-agent'))) return { recorded: false };
    const target = await findViewTarget(db, body.kind, body.slug);
    if (!target) return { recorded: false };
    const now = clockNow(c);
    const recorded = await insertViewOnce(db, {
      ...target,
      visitor: await requestVisitor(c, db, now),
      viewedAt: now.toISOString(),
      windowStart: viewWindowStart(now),
      city: body.city ?? null,
    });
    return { recorded };
  });
}
