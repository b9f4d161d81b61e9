/**
 * Bulk import with photos given by address, without the internet: the import is called on the embedded backend
 * directly with a fake image host handed in as its `fetchImage` (backend/http.ts BackendEnv), which answers
 * each address as the test says and counts what it was asked. Photo bytes that pass or break the upload rules.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { createBackend } from '../../../backend/app';
import { MAX_PHOTO_BYTES } from '../../../schema/rest/media';
import { API } from './http';

const backend = createBackend();

type Answer = (signal: AbortSignal) => Promise<Response>;

/** A fake internet: addresses it knows answer as set; anything else fails as an unreachable host would. */
export class FakeImageHost {
  readonly asked: string[] = [];
  private readonly answers = new Map<string, Answer>();

  on(address: string, answer: Answer): this {
    this.answers.set(address, answer);
    return this;
  }

  times(address: string): number {
    return this.asked.filter((a) => a === address).length;
  }

  readonly fetch = async (input: string, init: RequestInit): Promise<Response> => {
    this.asked.push(input);
    const answer = this.answers.get(input);
    if (!answer) throw new TypeError('getaddrinfo ENOTFOUND');
    return answer(init.signal!);
  };
}

/** Answers for the fake host. */
export const serve =
  (bytes: Uint8Array, type = 'image/png', headers: Record<string, string> = {}): Answer =>
  async () =>
    new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers: { 'content-type': type, ...headers } });
export const status =
  (code: number): Answer =>
  async () =>
    new Response('Not here', { status: code });
export const redirect =
  (location: string): Answer =>
  async () =>
    new Response(null, { status: 302, headers: { location } });
/** A host that never answers: the request ends only when the import gives up on it (its deadline). */
export const hang: Answer = (signal) =>
  new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** A real 1×1 PNG, and a PNG whose header declares width × height. */
export const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);
export function pngOfSize(width: number, height: number): Uint8Array {
  const bytes = PNG.slice();
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}
/** A baseline JPEG: a frame header (SOF0) of width × height, then the scan. */
export function jpegOfSize(width: number, height: number): Uint8Array {
  const sof = [0xff, 0xc0, 0, 11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  const sos = [0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0x12, 0x34, 0xff, 0xd9];
  return Uint8Array.from([0xff, 0xd8, ...sof, ...sos]);
}
/** The 43-byte transparent GIF trackers serve. */
export const TRACKING_GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));
export const OVERSIZE = (() => {
  const bytes = new Uint8Array(MAX_PHOTO_BYTES + 1);
  bytes.set(PNG);
  return bytes;
})();

export interface ImportOptions {
  host: FakeImageHost;
  /** The time per photo; the timeout test sets it short rather than wait 8 s. */
  timeoutMs?: number;
  /** https: the site as deployed (its own https addresses are then this site's). */
  https?: boolean;
}

/** POST /products/bulk-import on the embedded backend, with the fake host as its way to the internet. */
export async function importWithHost(token: string, body: unknown, { host, timeoutMs, https }: ImportOptions) {
  const ctx = createExecutionContext();
  const request = new Request(`${https ? API.replace(/^http:/, 'https:') : API}/products/bulk-import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const response = await backend.fetch(request, { ...env, fetchImage: host.fetch, imageFetchTimeoutMs: timeoutMs }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, json: (await response.json()) as { message?: string; data?: any } };
}

/** The photos stored in R2 for a user (imported or uploaded). */
export async function storedKeys(userId: number): Promise<string[]> {
  const listed = await env.MEDIA.list({ prefix: `u${userId}/` });
  return listed.objects.map((o) => o.key);
}
