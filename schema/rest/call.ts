/**
 * How one ezw/v1 REST call is described (spec §7). The embedded backend validates requests with `query` and
 * `body` and shapes its answer with `data`; the gateway's client builds requests from the same description and
 * parses the answer's `data` with it (lenient to unknown fields: zod objects strip them).
 */
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestCall<Q extends z.ZodTypeAny = z.ZodTypeAny, B extends z.ZodTypeAny = z.ZodTypeAny, D extends z.ZodTypeAny = z.ZodTypeAny> {
  /** Operation name; also the key of its default message in gateway/errors.ts. */
  name: string;
  method: HttpMethod;
  /** Path under /wp-json/ezw/v1, e.g. '/products/related'. */
  path: string;
  query: Q;
  body: B;
  /** Schema of the envelope's `data`. */
  data: D;
  /** Where the useful payload sits inside `data` ('load' for `data.load`), or the whole `data`. */
  unwrap?: string;
  /** Spec §8: some fetches only count when the envelope says `message: 'success'`. */
  requireSuccess?: boolean;
}

export const noInput = z.object({}).strip();

/** Keeps the literal `unwrap` key so CallResult knows the unwrapped type. */
export function defineCall<const C extends RestCall>(call: C): C {
  return call;
}

/** The answer of every call: `{ success, message, data }` (WordPress REST style). */
export const envelope = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

export type Envelope = z.infer<typeof envelope>;

export type CallQuery<C extends RestCall> = z.input<C['query']>;
export type CallBody<C extends RestCall> = z.input<C['body']>;
export type CallData<C extends RestCall> = z.infer<C['data']>;

/** The unwrapped payload type: `data.load` for calls that unwrap 'load', else `data`. */
export type CallResult<C extends RestCall> = C extends { unwrap: infer K extends string }
  ? K extends keyof CallData<C>
    ? CallData<C>[K]
    : CallData<C>
  : CallData<C>;

/** Query strings carry text; these coerce and bound the common parameters. */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
export const slugParam = z
  .string()
  .trim()
  .min(1, 'A slug is required')
  .max(200, 'The slug is too long')
  .regex(/^[a-z0-9][a-z0-9-]*$/i, 'The slug may hold only letters, digits and dashes');
/** Boolean flags in query strings: '1', 'true' and 'yes' are true. */
export const queryFlag = z.union([z.boolean(), z.string()]).transform((v) => v === true || v === '1' || v === 'true' || v === 'yes');
