/**
 * The anonymous visitor behind a request, as product views and ad events count it: a truncated SHA-256 of the
 * Harare day's salt, the IP address and the User-Agent (view-window.ts visitorId). One visitor per day, never
 * traceable back to an address once the day's salt is gone.
 */
import type { Context } from 'hono';
import { clientIp } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { daySalt } from './analytics-views-queries';
import { harareDay } from './harare-range';
import { visitorId } from './view-window';

export async function requestVisitor(c: Context, db: Db, now: Date): Promise<string> {
  return visitorId(await daySalt(db, harareDay(now)), clientIp(c), c.req.header('user-agent') ?? '');
}
