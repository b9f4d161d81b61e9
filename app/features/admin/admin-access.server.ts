/**
 * The guard of every /admin screen (issue 29), run before any admin data is asked for: visitors go to log in;
 * logged-in non-operators, and operators without the screen's role, get the not-authorized screen (a 403 the
 * route's GeneralErrorBoundary shows); an operator whose login has not passed the code step goes back to the
 * code step, and one without an authenticator to set it up. The REST backend checks the same again.
 */
import { redirect, type AppLoadContext } from '@remix-run/cloudflare';
import type { OperatorRole } from '../../../schema/rest/operators';
import { requireAccess } from '~/features/auth/guards.server';
import { query } from '~/graphql/client.server';
import { OperatorStatusQuery } from '~/graphql/queries/operators.server';
import { forbidden } from '~/lib/invariant-response.server';
import { loginUrl } from '~/lib/safe-redirect';
import { href } from '~/routes';
import { admin } from '~/lib/i18n/catalogues/en/admin';
import type { Language } from '~/lib/i18n/language';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { adminNavFor, type AdminNavItem } from './admin-nav';
import { areaWords, type AreaWords } from './admin-words.server';

export interface AdminFrame {
  displayName: string;
  roles: OperatorRole[];
  nav: AdminNavItem[];
  /** The page's language and the frame's words in it (the menu's labels are already in `nav`). */
  language: Language;
  w: AreaWords<typeof admin>;
}

interface Args {
  request: Request;
  context: AppLoadContext;
}

export async function requireOperatorPage(
  { request, context }: Args,
  allowed: readonly OperatorRole[],
  options: { enrolling?: boolean } = {},
): Promise<AdminFrame> {
  const viewer = await requireAccess('account', { request, context });
  const { language, t } = requestTranslator(request);
  const { operatorStatus } = await query(context, request, OperatorStatusQuery, {});
  const roles = (operatorStatus?.roles ?? []).map((r) => r.toLowerCase() as OperatorRole);
  if (roles.length === 0) throw forbidden(t('adminContent.operatorsOnly'));
  const url = new URL(request.url);
  if (operatorStatus?.state === 'CODE') throw redirect(loginUrl(url.pathname + url.search));
  if (operatorStatus?.state === 'ENROL' && !options.enrolling) throw redirect(href('admin-security'));
  if (!roles.includes('admin') && !roles.some((r) => allowed.includes(r))) throw forbidden(t('admin.notAllowed'));
  return { displayName: viewer.displayName, roles, nav: adminNavFor(roles, t), language, w: areaWords(language, admin) };
}
