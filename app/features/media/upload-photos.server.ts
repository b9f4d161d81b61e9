/**
 * Uploading the photos of a form post through the in-process gateway (`uploadPhoto`), one GraphQL multipart
 * request per photo (operations, map, the file part) — urql sends JSON only. Carries the visitor's bearer
 * token and IP through client.server.ts's visitorHeaders. The gateway and API own the rules (type, size, rate);
 * this only bounds what a form may carry and turns the first refusal into a message for the form.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { stringifyDocument } from '@urql/core';
import { z } from 'zod';
import { readToken } from '~/features/auth/cookies.server';
import { logoutIfUnauthenticated, visitorHeaders } from '~/graphql/client.server';
import { graphql } from '~/graphql/generated';
import { MAX_PHOTOS, PHOTO_MESSAGES, PHOTOS_FIELD } from './photo-rules';

const UploadPhotoMutation = graphql(`
  mutation Media_UploadPhoto($file: File!) {
    uploadPhoto(file: $file) { url userErrors { message } }
  }
`);

/** Four 2 MB photos and the text fields, with room to spare; anything larger is refused before parsing. */
export const MAX_FORM_BYTES = MAX_PHOTOS * 2 * 1024 * 1024 + 512 * 1024;

export const UPLOAD_FAILED = 'Your photos could not be uploaded. Please try again.';

/** The gateway's answer, checked: only what we read, and never shown as is. */
const answer = z.object({
  data: z
    .object({ uploadPhoto: z.object({ url: z.string().nullable(), userErrors: z.array(z.object({ message: z.string() })) }) })
    .nullable()
    .optional(),
  errors: z.array(z.object({ message: z.string(), extensions: z.object({ code: z.string().optional() }).passthrough().optional() })).optional(),
});

/** Whether the declared size of a post is too large to parse (a file form is read whole into memory). */
export function formTooLarge(request: Request): boolean {
  return Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES;
}

/** The photos chosen in the form: an empty file input still sends a nameless, empty part, which is no photo. */
export function chosenPhotos(form: FormData, field = PHOTOS_FIELD): File[] {
  return form.getAll(field).filter((v): v is File => typeof v !== 'string' && v.size > 0);
}

export type UploadResult = { urls: string[] } | { error: string };

async function uploadOne(context: AppLoadContext, request: Request, token: string | null, file: File): Promise<{ url: string } | { error: string }> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: stringifyDocument(UploadPhotoMutation), variables: { file: null } }));
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name || 'photo');
  const headers = visitorHeaders(request, token);
  // The content type (multipart with its boundary) is set by the Request from the FormData.
  const response = await context.graphql(new Request(`${new URL(request.url).origin}/graphql`, { method: 'POST', headers, body }));
  const parsed = answer.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    console.error('uploadPhoto: unexpected answer', response.status);
    return { error: UPLOAD_FAILED };
  }
  const { data, errors } = parsed.data;
  // As for every other call: a token the API no longer accepts logs the visitor out.
  await logoutIfUnauthenticated(request, errors);
  const payload = data?.uploadPhoto;
  if (payload?.url) return { url: payload.url };
  if (payload?.userErrors[0]) return { error: payload.userErrors[0].message };
  console.error('uploadPhoto failed', errors?.[0]?.message);
  return { error: UPLOAD_FAILED };
}

export type UploadedInTurn = { urls: string[]; error: string | null };

/**
 * Uploads the photos in order until one is refused: the URLs of those stored before it, and the refusal (the
 * rest are not sent). For a form that keeps what was stored — the bulk upload carries it to its next step.
 */
export async function uploadInTurn(context: AppLoadContext, request: Request, files: File[], max = MAX_PHOTOS): Promise<UploadedInTurn> {
  if (files.length > max) return { urls: [], error: PHOTO_MESSAGES.tooMany(max) };
  const token = await readToken(request);
  const urls: string[] = [];
  // One at a time: each is up to 2 MB in memory, and the first refusal ends it.
  for (const file of files) {
    const result = await uploadOne(context, request, token, file);
    if ('error' in result) return { urls, error: result.error };
    urls.push(result.url);
  }
  return { urls, error: null };
}

/**
 * Uploads the photos in order and answers their URLs, or the first error (the person fixes the form and sends
 * it again).
 */
export async function uploadPhotos(context: AppLoadContext, request: Request, files: File[]): Promise<UploadResult> {
  const { urls, error } = await uploadInTurn(context, request, files);
  return error === null ? { urls } : { error };
}
