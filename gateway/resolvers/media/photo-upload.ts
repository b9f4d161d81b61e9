/**
 * Photo uploads: a File from a GraphQL multipart request (Yoga parses it) stored through POST /media, which
 * owns the rules (schema/rest/media.ts). What the person can fix — another type, a smaller photo, waiting a
 * minute — comes back as userErrors with the API's message; a missing login stays UNAUTHENTICATED.
 */
import { MAX_PHOTO_BYTES, MEDIA_MESSAGES, PHOTO_TYPES, photoTypeOf, uploadMedia } from '../../../schema/rest/media';
import { userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';

/**
 * The type to declare: the browser's when it is one of ours, else what the bytes say — some phones send an
 * empty or generic type for a camera JPEG. The API still checks the bytes against whatever is declared.
 */
export function declaredPhotoType(browserType: string, bytes: Uint8Array): string {
  const type = browserType.toLowerCase();
  if ((PHOTO_TYPES as readonly string[]).includes(type)) return type;
  return photoTypeOf(bytes) ?? (type || 'application/octet-stream');
}

const failed = (message: string) => ({ url: null, userErrors: [{ field: 'file', message }] });

export const photoUploadResolvers: Resolvers = {
  Mutation: {
    uploadPhoto: async (_root, { file }, ctx) => {
      // A JSON request can put any value in a File variable; only a multipart file part is a Blob.
      if (typeof (file as Partial<Blob> | null)?.arrayBuffer !== 'function') return failed('Send the photo as a file');
      // Not worth reading and forwarding megabytes the API will refuse. Without a token the API answers
      // 401 before it reads a byte, so that answer (UNAUTHENTICATED) wins over this one.
      if (ctx.token && file.size > MAX_PHOTO_BYTES) return failed(MEDIA_MESSAGES.tooLarge);
      const bytes = new Uint8Array(await file.arrayBuffer());
      try {
        const { url } = await ctx.rest.call(uploadMedia, { rawBody: { bytes, contentType: declaredPhotoType(file.type, bytes) } });
        return { url, userErrors: [] };
      } catch (error) {
        return { url: null, userErrors: userErrorsFrom(error, 'file') };
      }
    },
  },
};
