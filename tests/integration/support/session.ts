/** Logging in through the app's own login form, as a browser would, and carrying its cookies on. */
import { SELF } from './worker';
import { SEEDED } from './accounts';

export const ORIGIN = 'http://musika.test';

const credentials = (user: (typeof SEEDED)[keyof typeof SEEDED]) => ({ username: user.email, password: user.password });

export const USERS = {
  buyer: credentials(SEEDED.buyer),
  vendor: credentials(SEEDED.vendor),
  newVendor: credentials(SEEDED.newVendor),
  subscribedVendor: credentials(SEEDED.subscribed),
  /** The seeded Enterprise-package vendor (bulk upload), with the demo vendors' password. */
  enterprise: { username: 'enterprise@musika.co.zw', password: SEEDED.vendor.password },
} as const;

/** name=value pairs from Set-Cookie headers, ready for a Cookie header. */
export function cookiesFrom(response: Response, jar: Record<string, string> = {}): Record<string, string> {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...rest] = pair.split('=');
    const value = rest.join('=');
    if (/max-age=0/i.test(line) || value === '') delete jar[name.trim()];
    else jar[name.trim()] = value;
  }
  return jar;
}

export const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

export async function loginAs(user: keyof typeof USERS, redirectTo = '/account') {
  const body = new URLSearchParams({ intent: 'password', ...USERS[user], redirectTo });
  const response = await SELF.fetch(`${ORIGIN}/login/`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { origin: ORIGIN, host: 'musika.test' },
  });
  if (response.status !== 302) throw new Error(`login as ${user} answered ${response.status}`);
  return { response, jar: cookiesFrom(response) };
}

export async function visit(path: string, jar: Record<string, string>, init: RequestInit = {}) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, {
    redirect: 'manual',
    ...init,
    // A browser always sends Host; Remix compares it with Origin before running an action.
    headers: { cookie: cookieHeader(jar), origin: ORIGIN, host: 'musika.test', ...(init.headers as Record<string, string>) },
  });
  cookiesFrom(response, jar);
  return response;
}
