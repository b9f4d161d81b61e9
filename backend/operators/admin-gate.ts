/**
 * The gate in front of every /admin call (issue 29): the caller's roles and code step are checked before the
 * call reads its body, so a buyer or an operator of another role hears 401/403 — never a validation message
 * that would describe the call to them. Each route file's ADMIN_ROUTE_ROLES table says who may call what; an
 * /admin route missing from every table is admin-only. The handlers check again (requireOperator is memoised
 * per request), so a route stays guarded even if it is mounted without this gate.
 */
import type { Context, Next } from 'hono';
import type { OperatorRole } from '../../schema/rest/operators';
import { requireUser } from '../auth/tokens';
import { createDb } from '../db/client';
import { API_BASE_PATH } from '../http';
import { requireOperator } from './require-operator';
import { requireEnrollingOperator } from './second-factor';

type RoleTable = Record<string, readonly OperatorRole[]>;

/** The calls an operator may make before the code step: setting up the authenticator it would ask for. */
const ENROLMENT_PATH = /^\/admin\/security(\/|$)/;

export function adminGate(tables: RoleTable[]) {
  const entries = tables.flatMap((table) =>
    Object.entries(table).map(([key, roles]) => {
      const [method, path] = key.split(' ');
      return { method, pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`), roles };
    }),
  );
  return async (c: Context, next: Next) => {
    const path = new URL(c.req.url).pathname.slice(API_BASE_PATH.length);
    const db = createDb(c.env.DB);
    if (ENROLMENT_PATH.test(path)) {
      await requireEnrollingOperator(c, db, await requireUser(c, db));
    } else {
      const entry = entries.find((e) => e.method === c.req.method && e.pattern.test(path));
      await requireOperator(c, db, entry?.roles ?? ['admin']);
    }
    await next();
  };
}
