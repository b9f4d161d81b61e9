/**
 * Social sign-in as a browser and the app would go through it, against the real Worker and its OIDC sandbox:
 * start (the API), the sandbox's consent page (choose a test person, Allow), the callback's code, finish.
 */
import { SELF } from './worker';
import { call, type CallResult } from './accounts';

/** PUBLIC_ORIGIN of the tests' Worker (wrangler.toml): the callback must be on it. */
export const ORIGIN = 'http://127.0.0.1:8787';
export type Provider = 'google' | 'facebook';
export type Person = 'new-buyer' | 'seeded-buyer' | 'unverified';

let ipCounter = 0;
/** A fresh address per call: the per-IP limit is not what these tests are about. */
const ip = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

export const callbackUri = (provider: Provider) => `${ORIGIN}/login/with/${provider}/callback/`;

export async function start(provider: Provider): Promise<{ authorizeUrl: string; state: string }> {
  const { status, json } = await call('POST', '/auth/social/start', { body: { provider, redirectUri: callbackUri(provider) }, ip: ip() });
  if (status !== 200) throw new Error(`start answered ${status}: ${json.message}`);
  return json.data;
}

/** The consent page, then Allow as `person`: the code the sandbox sends back to the callback. */
export async function consent(authorizeUrl: string, person: Person): Promise<string> {
  const page = await SELF.fetch(authorizeUrl);
  if (page.status !== 200) throw new Error(`authorize page answered ${page.status}: ${await page.text()}`);
  const html = await page.text();
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(
      name,
      value.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n))),
    );
  form.set('person', person);
  form.set('decision', 'allow');
  const answer = await SELF.fetch(authorizeUrl.split('?')[0], { method: 'POST', body: form, redirect: 'manual' });
  const location = new URL(answer.headers.get('location') ?? '');
  const code = location.searchParams.get('code');
  if (answer.status !== 303 || !code) throw new Error(`consent answered ${answer.status} to ${location.href}`);
  return code;
}

export const finish = (provider: Provider, state: string, code: string): Promise<CallResult> =>
  call('POST', '/auth/social/finish', { body: { provider, state, code }, ip: ip() });

/** A whole sign-in as `person`: the finish call's answer, and the attempt's state and code. */
export async function signIn(provider: Provider, person: Person) {
  const { authorizeUrl, state } = await start(provider);
  const code = await consent(authorizeUrl, person);
  return { ...(await finish(provider, state, code)), state, code };
}

export const link = (linkKey: string, password: string) => call('POST', '/auth/social/link', { body: { linkKey, password }, ip: ip() });
