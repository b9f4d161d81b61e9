/**
 * Media (Musika addition, contract in schema/rest/media.ts): POST /media stores a photo in R2, GET
 * /media/file/{key} serves it. Registered with plain Hono rather than `mount`: mount reads a JSON body, this
 * one is raw image bytes. Answers keep the ezw/v1 shape ({success, message, data}), and failures the same
 * shape the router's onError gives an HttpError.
 */
import type { Context } from 'hono';
import {
  MAX_PHOTO_BYTES,
  MEDIA_MESSAGES,
  PHOTO_TYPES,
  mediaKeyParam,
  photoTypeOfKey,
  uploadMediaHeaders,
  type PhotoType,
} from '../../schema/rest/media';
import { createDb } from '../db/client';
import type { BackendApp, BackendEnv } from '../http';
import { enforceRateLimits, limitKey } from '../auth/rate-limit';
import { requireUser } from '../auth/tokens';
import { checkPhoto, FILE_CACHE_CONTROL, mediaBucket, storePhoto } from './accept-photo';
import { readAtMost } from '../read-at-most';
import { clockNow } from '../clock';

type MediaContext = Context<{ Bindings: BackendEnv }>;

/** The R2 bucket from wrangler.toml (backend/media/accept-photo.ts). */
const bucket = (c: MediaContext): R2Bucket => mediaBucket(c.env);

/** The error shape of every ezw/v1 route (backend/app.ts onError), for statuses HttpError does not model (415). */
const refuse = (c: MediaContext, status: 400 | 404 | 413 | 415, message: string) => c.json({ success: false, message, data: { status } }, status);

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
    // Size, type (the bytes must be what was declared), pixels, metadata: the rules bulk import also applies.
    const photo = checkPhoto(bytes, declared);
    if (!photo.ok) return refuse(c, photo.status, photo.message);
    const url = await storePhoto(bucket(c), photo, { userId, now });
    return c.json({ success: true, message: 'success', data: { url } }, 201);
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
        // Never sniffed, never a document: even a file whose signature lies cannot run as a page. A photo opened on
        // its own (low-data mode's tap without JavaScript) gets the browser's image viewer, whose inline style only
        // centres it: styles, never scripts.
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  });
}
