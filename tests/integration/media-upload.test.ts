/**
 * Photo uploads (schema/rest/media.ts): POST /media into R2 and GET /media/file/{key} back, the GraphQL
 * `uploadPhoto` multipart mutation over it, and the buyer-request form posting photos as a browser without
 * JavaScript would (multipart), photos first, then the request with their URLs.
 */
import { env } from 'cloudflare:test';
import { SELF } from './support/worker';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import { MAX_PHOTO_BYTES, MEDIA_MESSAGES } from '../../schema/rest/media';
import { clearRateLimits } from './support/accounts';
import { API } from './support/http';
import { buyerToken, newBuyer } from './support/offers';
import { loginAs, visit } from './support/session';

const TEST_TIMEOUT = 60_000;

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);
const TEXT = new TextEncoder().encode('Not a picture at all, just a text file renamed photo.png\n');
const FILE_URL = /^\/wp-json\/ezw\/v1\/media\/file\/u(\d+)\/[0-9a-f-]{36}\.png$/;

let buyer: string;
beforeAll(async () => {
  await clearRateLimits();
  buyer = await buyerToken();
}, TEST_TIMEOUT);
beforeEach(clearRateLimits);

/** null leaves the header out. */
async function upload(body: BodyInit, { token = buyer as string | null, type = 'image/png' as string | null } = {}) {
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (type !== null) headers['content-type'] = type;
  const response = await SELF.fetch(`${API}/media`, { method: 'POST', headers, body });
  return { status: response.status, headers: response.headers, json: (await response.json()) as { success: boolean; message: string; data: any } };
}

const fetchFile = (path: string) => SELF.fetch(`http://musika.test${path}`);

async function expectRefused(r: Awaited<ReturnType<typeof upload>>, status: number, message: string) {
  expect(r.status).toBe(status);
  expect(r.json).toEqual({ success: false, message, data: { status } });
}

describe('POST /media and GET /media/file/{key}', { timeout: TEST_TIMEOUT }, () => {
  it('stores a PNG and serves the same bytes back as an image that can never be a page', async () => {
    const r = await upload(PNG);
    expect(r.status).toBe(201);
    expect(r.json.success).toBe(true);
    const url: string = r.json.data.url;
    expect(url).toMatch(FILE_URL);
    expect(FILE_URL.exec(url)![1]).toBe('19'); // buyer@ is user 19: the key names the uploader

    const stored = await env.MEDIA.get(url.replace('/wp-json/ezw/v1/media/file/', ''));
    expect(stored?.httpMetadata?.contentType).toBe('image/png');
    await stored?.arrayBuffer();

    const file = await fetchFile(url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('strips the location and camera data a phone wrote into a JPEG, keeping only its orientation', async () => {
    const ascii = (t: string) => [...t].map((ch) => ch.charCodeAt(0));
    const entry = (tag: number, value: number) => [tag & 0xff, tag >> 8, 3, 0, 1, 0, 0, 0, value, 0, 0, 0];
    const exif = [
      ...ascii('Exif\0\0II'),
      42,
      0,
      8,
      0,
      0,
      0,
      2,
      0,
      ...entry(0x0112, 6),
      ...entry(0x8825, 26),
      0,
      0,
      0,
      0,
      ...ascii('GPS -17.7840 31.0539'),
    ];
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, exif.length + 2, ...exif, 0xff, 0xda, 0, 4, 1, 2, 0x11, 0x22, 0xff, 0xd9]);
    const r = await upload(jpeg, { type: 'image/jpeg' });
    expect(r.status).toBe(201);
    const stored = new Uint8Array(await (await fetchFile(r.json.data.url)).arrayBuffer());
    const text = String.fromCharCode(...stored);
    expect(text).not.toContain('GPS');
    expect(text).toContain('Exif');
    expect([...stored.slice(-6)]).toEqual([1, 2, 0x11, 0x22, 0xff, 0xd9]);
  });

  it('needs a login (401), whatever the photo', async () => {
    const r = await upload(PNG, { token: null });
    await expectRefused(r, 401, AUTH_MESSAGES.notLoggedIn);
    expect((await upload(PNG, { token: 'x'.repeat(43) })).status).toBe(401);
  });

  it('refuses a text file declared as PNG, bytes of another type, and types it does not take (415)', async () => {
    await expectRefused(await upload(TEXT), 415, MEDIA_MESSAGES.wrongType);
    await expectRefused(await upload(PNG, { type: 'image/jpeg' }), 415, MEDIA_MESSAGES.wrongType);
    await expectRefused(await upload(PNG, { type: 'image/svg+xml' }), 415, MEDIA_MESSAGES.wrongType);
    await expectRefused(await upload(PNG, { type: null }), 415, MEDIA_MESSAGES.wrongType);
    expect((await upload(PNG, { type: 'image/png; charset=binary' })).status).toBe(201);
  });

  it('refuses a photo over 2 MB (413), declared or streamed, and takes one of exactly 2 MB', async () => {
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(PNG);
    await expectRefused(await upload(big), 413, MEDIA_MESSAGES.tooLarge);
    // No Content-Length (chunked): the body is counted as it arrives.
    const chunks = [big.slice(0, 1024 * 1024), big.slice(1024 * 1024)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    await expectRefused(await upload(stream), 413, MEDIA_MESSAGES.tooLarge);
    expect((await upload(big.slice(0, MAX_PHOTO_BYTES))).status).toBe(201);
  });

  it('too many pixels: refuses a small file whose header declares a huge canvas (413), the rule bulk import shares', async () => {
    const bomb = PNG.slice();
    new DataView(bomb.buffer).setUint32(16, 8000);
    new DataView(bomb.buffer).setUint32(20, 8000);
    await expectRefused(await upload(bomb), 413, MEDIA_MESSAGES.tooManyPixels);
  });

  it('refuses an empty body (400)', async () => {
    await expectRefused(await upload(new Uint8Array(0)), 400, MEDIA_MESSAGES.empty);
  });

  it('is rate limited: 10 a minute per user (429 with Retry-After), refused attempts too', async () => {
    const flooder = await newBuyer('Snapper');
    for (let i = 0; i < 10; i++) expect((await upload(i % 2 ? PNG : TEXT, { token: flooder.token })).status, `upload ${i + 1}`).not.toBe(429);
    const limited = await upload(PNG, { token: flooder.token });
    await expectRefused(limited, 429, AUTH_MESSAGES.rateLimited);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Someone else still can.
    expect((await upload(PNG)).status).toBe(201);
  });

  it('answers 404 for unknown, malformed and path-traversing keys', async () => {
    const { json } = await upload(PNG);
    const key = (json.data.url as string).replace('/wp-json/ezw/v1/media/file/', '');
    const uuid = key.slice(key.indexOf('/') + 1);
    for (const bad of [
      'u19/00000000-0000-0000-0000-000000000000.png',
      `u19/${uuid.replace('.png', '.html')}`,
      `u19%2F..%2F${key}`,
      `..%2F${key}`,
      `u19/..%5C..%5C${key}`,
      `u19/..%2f..%2f..%2fauth%2ftoken`,
      `${key}%00`,
      'x',
    ]) {
      const response = await fetchFile(`/wp-json/ezw/v1/media/file/${bad}`);
      expect(response.status, bad).toBe(404);
      expect(response.headers.get('content-type'), bad).not.toContain('image/');
      await response.arrayBuffer();
    }
    // `..` (or `%2e%2e`) as a path segment is resolved by the URL before any route sees it: out of
    // /media/file/ it reaches other routes, never a stored file.
    const traversal = await fetchFile(`/wp-json/ezw/v1/media/file/../../auth/token`);
    expect(traversal.status).toBe(404);
    await traversal.arrayBuffer();
  });
});

/** One GraphQL multipart request (operations, map, file part), as the app and any spec client send it. */
async function uploadPhotoGql(file: File, token?: string) {
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({ query: 'mutation ($file: File!) { uploadPhoto(file: $file) { url userErrors { field message } } }', variables: { file: null } }),
  );
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file);
  const response = await SELF.fetch('http://musika.test/graphql', {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as {
    data?: { uploadPhoto: { url: string | null; userErrors: { message: string }[] } } | null;
    errors?: { extensions?: { code?: string } }[];
  };
}

describe('GraphQL uploadPhoto', { timeout: TEST_TIMEOUT }, () => {
  it('stores a photo sent as a multipart file', async () => {
    const r = await uploadPhotoGql(new File([PNG], 'pixel.png', { type: 'image/png' }), buyer);
    expect(r.data?.uploadPhoto.userErrors).toEqual([]);
    expect(r.data?.uploadPhoto.url).toMatch(FILE_URL);
  });

  it('takes a photo the phone sent without a type, by its bytes', async () => {
    const r = await uploadPhotoGql(new File([PNG], 'IMG_0001', { type: '' }), buyer);
    expect(r.data?.uploadPhoto.url).toMatch(FILE_URL);
  });

  it('answers the API’s refusals as userErrors, and a missing login as UNAUTHENTICATED', async () => {
    const text = await uploadPhotoGql(new File([TEXT], 'photo.png', { type: 'image/png' }), buyer);
    expect(text.data?.uploadPhoto).toEqual({ url: null, userErrors: [{ field: 'file', message: MEDIA_MESSAGES.wrongType }] });
    const big = await uploadPhotoGql(new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'big.png', { type: 'image/png' }), buyer);
    expect(big.data?.uploadPhoto.userErrors).toEqual([{ field: 'file', message: MEDIA_MESSAGES.tooLarge }]);
    const anonymous = await uploadPhotoGql(new File([PNG], 'pixel.png', { type: 'image/png' }));
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('posting a buyer request with photos (the form, multipart)', { timeout: TEST_TIMEOUT }, () => {
  const TITLE = 'Blue school uniform for Form 1';
  function requestForm(photos: File[]) {
    const form = new FormData();
    form.append('title', TITLE);
    form.append('description', 'Blazer, two shirts and a tie, size 12, for a girl starting at Queen Elizabeth.');
    form.append('categoryId', '5');
    form.append('budget', '45');
    form.append('city', 'Harare');
    for (const photo of photos) form.append('photos', photo);
    return form;
  }
  const post = (jar: Record<string, string>, photos: File[]) => visit('/buyer-requests', jar, { method: 'POST', body: requestForm(photos) });
  const requestPhotos = async (location: string) => {
    const id = /\/buyer-requests-list\/(\d+)$/.exec(location)?.[1];
    expect(id, location).toBeDefined();
    const response = await SELF.fetch(`${API}/buyer-requests/${id}`);
    return ((await response.json()) as { data: { request: { title: string; photos: string[] } } }).data.request;
  };

  it('offers an optional photo picker in a multipart form', async () => {
    const { jar } = await loginAs('buyer');
    const html = await (await visit('/buyer-requests', jar)).text();
    const form = /<form[^>]*aria-label="Post a buyer request"[^>]*>/.exec(html)?.[0] ?? '';
    // HTML attribute names are case-insensitive: React writes encType=.
    expect(form.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(form).toContain('method="post"');
    const input = /<input[^>]*type="file"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('name="photos"');
    expect(input).toContain('accept="image/jpeg,image/png,image/webp"');
    expect(input).toContain('multiple');
    expect(input).not.toContain('required');
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(html).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>Photos \\(optional, up to 4, 2 MB each\\)</label>`));
  });

  it('uploads the photo, then creates the request with its URL, which serves the image', async () => {
    const { jar } = await loginAs('buyer');
    const response = await post(jar, [new File([PNG], 'uniform.png', { type: 'image/png' })]);
    expect(response.status).toBe(302);
    const request = await requestPhotos(response.headers.get('location') ?? '');
    expect(request.title).toBe(TITLE);
    expect(request.photos).toHaveLength(1);
    expect(request.photos[0]).toMatch(FILE_URL);
    const file = await fetchFile(request.photos[0]);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('posts without photos when the file input is left empty', async () => {
    const { jar } = await loginAs('buyer');
    // What a browser sends for an untouched file input: a nameless, empty part.
    const response = await post(jar, [new File([], '', { type: 'application/octet-stream' })]);
    expect(response.status).toBe(302);
    expect((await requestPhotos(response.headers.get('location') ?? '')).photos).toEqual([]);
  });

  it('brings a bad photo back as a message on the form, with what was typed, and creates nothing', async () => {
    const { jar } = await loginAs('buyer');
    const count = async () => (await env.DB.prepare('select count(*) as n from buyer_requests').first<{ n: number }>())!.n;
    const before = await count();
    for (const [photos, message] of [
      [[new File([TEXT], 'uniform.png', { type: 'image/png' })], MEDIA_MESSAGES.wrongType],
      [[new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' })], `${MEDIA_MESSAGES.tooLarge}: huge.jpg`],
      [Array.from({ length: 5 }, (_, i) => new File([PNG], `p${i}.png`, { type: 'image/png' })), 'At most 4 photos'],
    ] as const) {
      const response = await post(jar, [...photos]);
      expect(response.status, message).toBe(400);
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toMatch(new RegExp(`name="title"[^>]*value="${TITLE}"|value="${TITLE}"[^>]*name="title"`));
      expect(html).toContain('Blazer, two shirts and a tie');
      expect(html).toMatch(/<option[^>]* value="Harare" selected=""/);
    }
    expect(await count()).toBe(before);
  });
});
