/**
 * The visitor as loaders see them. Asked once per request (root and route loaders share the answer). A token
 * the API no longer accepts comes back as no viewer: the page then clears the cookie (a 401 logs out).
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import type { Auth_ViewerQuery } from '~/graphql/generated/graphql';
import { query } from '~/graphql/client.server';
import { ViewerQuery } from '~/graphql/queries/accounts.server';
import { readToken } from './cookies.server';

export type Viewer = NonNullable<Auth_ViewerQuery['viewer']>;

export interface VisitorState {
  token: string | null;
  viewer: Viewer | null;
  /** A token was presented but the API refused it: clear the cookie. */
  staleToken: boolean;
}

const perRequest = new WeakMap<Request, Promise<VisitorState>>();

export function getVisitor(context: AppLoadContext, request: Request): Promise<VisitorState> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = (async () => {
      const token = await readToken(request);
      if (!token) return { token: null, viewer: null, staleToken: false };
      const { viewer } = await query(context, request, ViewerQuery, {}, { token });
      return { token, viewer: viewer ?? null, staleToken: !viewer };
    })();
    perRequest.set(request, pending);
  }
  return pending;
}
