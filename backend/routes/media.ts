/**
 * Media (Musika addition, contract in schema/rest/media.ts): POST /media stores a photo in R2, GET
 * /media/file/{key} serves it. Registered with plain Hono rather than `mount`: mount reads a JSON body, this
 * one is raw image bytes. Answers keep the ezw/v1 shape ({success, message, data}), and failures the same
 * shape the router's onError gives an HttpError.
 */
import type { Context } from 'hono';
import {
  MAX_PHOTO_BYTES,
  MEDIA_FILE_PATH,
  MEDIA_MESSAGES,
  PHOTO_TYPES,
  mediaKey,
  mediaKeyParam,
  photoTypeOf,
  photoTypeOfKey,
  uploadMediaHeaders,
  type PhotoType,
} from '../../schema/rest/media';
import { createDb } from '../db/client';
import type { BackendApp, BackendEnv } from '../http';
import { enforceRateLimits, limitKey } from '../auth/rate-limit';
import { requireUser } from '../auth/tokens';
import { stripPhotoMetadata } from '../media/strip-metadata';
import { readAtMost } from '../read-at-most';
import { clockNow } from '../clock';

type MediaContext = Context<{ Bindings: BackendEnv }>;

/** A key's content never changes (a new upload gets a new key), so browsers and CDNs may keep it for a year. */
const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The R2 bucket from wrangler.toml; BackendEnv lists only D1 because every other route needs only that. */
function bucket(c: MediaContext): R2Bucket {
  const media = (c.env as BackendEnv & { MEDIA?: R2Bucket }).MEDIA;
  // An operator's mistake, not the client's: onError logs it and answers a plain 500.
  if (!media) throw new Error('The MEDIA R2 bucket binding is missing (wrangler.toml [[r2_buckets]])');
  return media;
}

/** The error shape of every ezw/v1 route (backend/app.ts onError), for statuses HttpError does not model (415). */
const refuse = (c: MediaContext, status: 400 | 404 | 413 | 415, message: string) =>
  c.json({ success: false, message, data: { status } }, status);

export function registerMediaRoutes(app: BackendApp): void {
  app.post('/media', async (c) => {
    const now = clockNow(c);
    const db = createDb(c.env.DB);
    const { userId } = await requireUser(c, db, now);
    // Every attempt counts, refused ones too: R2 writes cost money and each upload is work for the Worker.
    await enforceRateLimits(db, [limitKey('media', 'user', userId)], now);

    const headers = uploadMediaHeaders.safeParse({ 'content-type': c.req.header('content-type'), 'content-length': c.req.header('content-length') });
    if (!headers.success) {
      const typeIssue = headers.error.issues.some((i) => i.path[0] === 'content-type');
      return typeIssue ? refuse(c, 415, MEDIA_MESSAGES.wrongType) : refuse(c, 400, 'content-length must be a number of bytes');
    }
    const declared = headers.data['content-type'];
    if ((headers.data['content-length'] ?? 0) > MAX_PHOTO_BYTES) return refuse(c, 413, MEDIA_MESSAGES.tooLarge);

    const bytes = await readAtMost(c.req.raw.body, MAX_PHOTO_BYTES);
    if (!bytes) return refuse(c, 413, MEDIA_MESSAGES.tooLarge);
    if (bytes.byteLength === 0) return refuse(c, 400, MEDIA_MESSAGES.empty);
    // The declared type must be what the bytes are: a text file named .png is refused, not stored.
    if (photoTypeOf(bytes) !== declared) return refuse(c, 415, MEDIA_MESSAGES.wrongType);
    // Photos are public: where the phone was (GPS) and other camera metadata are not kept.
    const clean = stripPhotoMetadata(bytes, declared);
    if (!clean) return refuse(c, 415, MEDIA_MESSAGES.wrongType);

    const key = mediaKey(userId, declared);
    await bucket(c).put(key, clean, {
      httpMetadata: { contentType: declared, cacheControl: FILE_CACHE_CONTROL },
      customMetadata: { userId: String(userId), uploadedAt: now.toISOString() },
    });
    return c.json({ success: true, message: 'success', data: { url: MEDIA_FILE_PATH + key } }, 201);
  });

  // {.+}: the key holds a slash (u<id>/<uuid>.<ext>); mediaKeyParam then allows exactly that shape.
  app.get('/media/file/:key{.+}', async (c) => {
    const key = mediaKeyParam.safeParse(c.req.param('key'));
    if (!key.success) return refuse(c, 404, MEDIA_MESSAGES.notFound);
    const object = await bucket(c).get(key.data);
    if (!object) return refuse(c, 404, MEDIA_MESSAGES.notFound);
    const stored = object.httpMetadata?.contentType;
    const type: PhotoType = PHOTO_TYPES.includes(stored as PhotoType) ? (stored as PhotoType) : photoTypeOfKey(key.data);
    return new Response(object.body, {
      headers: {
        'content-type': type,
        'content-length': String(object.size),
        etag: object.httpEtag,
        'cache-control': FILE_CACHE_CONTROL,
        // Never sniffed, never a document: even a file whose signature lies cannot run as a page.
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      },
    });
  });
}
