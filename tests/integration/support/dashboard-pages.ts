/** Browsing the dashboard as a logged-in vendor without JavaScript: choosing the active business, GETs and form posts. */
import { loginAs, visit } from './session';

export const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

/** A GET that follows the dashboard guard's one-time redirect (it sets the active business, then sends you back). */
export async function open(path: string, jar: Record<string, string>) {
  let response = await visit(path, jar);
  for (let hops = 0; response.status === 302 && response.headers.get('location') === path && hops < 2; hops += 1) response = await visit(path, jar);
  return response;
}

/** The page's text as a person reads it (React's <!-- --> separators out). */
export const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '');

/** The demo vendor, logged in with `businessId` as the active business. */
export async function vendorWith(businessId: number) {
  const { jar } = await loginAs('vendor');
  await open('/dashboard/', jar);
  const switched = await visit('/dashboard/switch-business', jar, form({ businessId: String(businessId), redirectTo: '/dashboard/' }));
  if (switched.status !== 302) throw new Error(`switch-business answered ${switched.status}`);
  return jar;
}
