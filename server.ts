/**
 * Worker entry and composition root: the only file that knows all three parts.
 *   /graphql            → gateway (GraphQL Yoga over ezw/v1)
 *   /wp-json/ezw/v1/*   → embedded ezw/v1 backend on D1 (when EZW_API_BASE is unset)
 *   everything else     → Remix (static assets are served before the Worker runs); anonymous pages through
 *                         the page cache
 */
import { createRequestHandler, type ServerBuild } from '@remix-run/cloudflare';
// The Remix server build: `npm run build` writes it before wrangler bundles this file. It is plain JS
// (and absent before the first build), so it is typed as ServerBuild where it is used.
// biome-ignore lint/suspicious/noTsIgnore: the build may or may not exist when tsc runs, so neither an error nor its absence can be expected.
// @ts-ignore
import * as build from './build/server';
import { API_BASE_PATH } from './backend/app';
import { requestClock } from './backend/clock';
import { executeInProcess } from './gateway/in-process';
import { createGateway, type Gateway } from './gateway/yoga';
import { consumeAdEvents } from './backend/ads/queue-consumer';
import { reconcilePayments } from './backend/payments/reconcile';
import { sendBookingReminders } from './backend/bookings/reminders';
import { lapseHireRequests } from './backend/bookings/lapse';
import { sandboxApp } from './backend/payments/sandbox/app';
import { backend, servicesFor } from './server/services';
import { SANDBOX_PATH } from './backend/payments/sandbox/integrations';
import { oidcSandboxApp } from './backend/social-sign-in/oidc-sandbox/sandbox-app';
import { OIDC_SANDBOX_PATH } from './backend/social-sign-in/oidc-sandbox/sandbox-clients';
import { effectiveGeneration, readGeneration } from './server/catalogue-generation';
import { ConfigError, loadConfig, publicConfig } from './server/config';
import { isCrossSiteWrite } from './server/csrf';
import { CACHE_STATUS_HEADER, type EdgeCacheDeps } from './server/edge-cache';
import { cachedGraphql, noStore, screenGraphqlRequest } from './server/graphql-http';
import { d1PersistedQueries } from './server/persisted-query-store';
import { siteDocuments } from './gateway/caching/persisted-queries-plugin';
// The site's own GraphQL documents, hash → document, written by `npm run codegen` (issue 32 §2).
import siteDocumentManifest from './app/graphql/generated/persisted-documents.json';
import { cachedPage, pageCacheable } from './server/page-cache';
import { withPageCacheHeaders } from './server/page-cache-headers';
import { restTarget } from './server/rest-target';
import { viewRequest } from './server/page-view';
import { createNonce, withSecurityHeaders } from './server/security-headers';
import type { Env } from './server/env';
import { adClickResponse, isAdClickPath } from './server/ads-click';
import { LANGUAGE_SWITCH_PATH, languageSwitchResponse } from './server/language-switch';
import { languageRememberer } from './server/remember-language';
import { requestLanguage } from './app/lib/i18n/language';
import { closeEndedAuctions } from './backend/auctions/close-ended';
import { checkLedgerDrift } from './backend/ledger/ledger-drift';
import { createDb } from './backend/db/client';
import { chatSocket, chatSocketId } from './server/chat-socket';
import { isLowData, LOW_DATA_SWITCH_PATH, lowDataSwitch } from './server/low-data-mode';
import { lowDataPage } from './server/low-data-page';

export { AuctionRoom } from './backend/auctions/auction-room';
export { ChatRoom } from './backend/chat/chat-room';

/** wrangler.toml's daily trigger (22:00 UTC is midnight in Harare). */
const LEDGER_DRIFT_CRON = '0 22 * * *';

/** One gateway per isolate, made on the first request (its options come from the configuration). */
let gateway: Gateway | undefined;
/** The /developers/ explorer's gateway: the same limits, with introspection allowed (made on its first run). */
let explorerGateway: Gateway | undefined;
const handleRemix = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const nonce = createNonce();
    return withSecurityHeaders(await route(request, env, ctx, nonce), request, nonce);
  },
  /**
   * Cron Triggers (wrangler.toml [triggers]). Every minute: settles payments whose Paynow callback never arrived,
   * sends tomorrow's booking reminders and closes ended auctions. Daily: the store ledger's drift check.
   */
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    // Once a day (00:00 Harare): every store's ledger against its orders and payouts (backend/ledger/ledger-drift.ts).
    // Only that: the minute's passes run on the minute's own trigger, not twice at midnight.
    if (controller.cron === LEDGER_DRIFT_CRON) {
      await checkLedgerDrift(createDb(env.DB), new Date(controller.scheduledTime)).catch((e: unknown) =>
        console.error('ledger drift check failed', e),
      );
      return;
    }
    // Each pass on its own: one failing must not stop the others (the next minute's run retries it).
    await reconcilePayments(servicesFor(env, ctx).backendEnv, new Date(controller.scheduledTime))
      .then((result) => (result.polled || result.abandoned) && console.log('payments reconciled', JSON.stringify(result)))
      .catch((e: unknown) => console.error('payment reconcile pass failed', e));
    await sendBookingReminders(env.DB).catch((e: unknown) => console.error('booking reminders failed', e));
    await lapseHireRequests(env.DB, new Date(controller.scheduledTime)).catch((e: unknown) => console.error('booking lapse pass failed', e));
    await closeEndedAuctions(env).catch((e: unknown) => console.error('auction close pass failed', e));
  },
  /** The AD_EVENTS queue (wrangler.toml [[queues.consumers]]): counts and bills ad impressions and clicks. */
  async queue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
    await consumeAdEvents(batch, env);
  },
} satisfies ExportedHandler<Env>;

async function route(request: Request, env: Env, ctx: ExecutionContext, nonce: string): Promise<Response> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env as unknown as Record<string, unknown>);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return new Response(`${error.message}\n`, { status: 500, headers: { 'content-type': 'text/plain' } });
  }
  // What the backend is handed (server/services.ts): the bindings, the request's clock (the system's, or the
  // instant an integration test pinned) and the Paynow client (the sandbox mounted in-process when configured).
  const clock = requestClock(request, env);
  const { backendEnv, sandboxEnv, oidcSandboxEnv } = servicesFor(env, ctx, clock);
  const cache = (caches as unknown as { default: EdgeCacheDeps['cache'] }).default;
  const waitUntil = (promise: Promise<unknown>) => ctx.waitUntil(promise);
  const generation = effectiveGeneration(await readGeneration(cache, clock.now().getTime()), config.ZWG_RATE);
  const target = restTarget({
    apiBasePath: API_BASE_PATH,
    remoteBase: config.EZW_API_BASE,
    embedded: async (req) => backend.fetch(req, backendEnv, ctx),
    cache,
    generation,
    waitUntil,
  });
  gateway ??= createGateway({ introspection: config.GRAPHQL_INTROSPECTION, siteDocuments: siteDocuments(siteDocumentManifest) });
  const yoga = gateway;
  const { pathname } = new URL(request.url);

  if (pathname === API_BASE_PATH || pathname.startsWith(`${API_BASE_PATH}/`)) {
    if (!target.embedded) return new Response('Not found', { status: 404 });
    const answer = await target.restFetch(request);
    // Only public reads are shareable; anything else may carry a token or personal data, unless the API
    // itself said how to cache it (an uploaded photo is public and immutable).
    const bypassed = answer.headers.get(CACHE_STATUS_HEADER) === 'BYPASS' && !answer.headers.has('cache-control');
    return bypassed ? noStore(answer) : answer;
  }
  // Buyer ⇄ store chat sockets (ours): session, Origin and party checked there; chat lives in the embedded D1.
  const chatId = chatSocketId(pathname);
  if (chatId !== null) return target.embedded ? chatSocket(request, env, chatId) : new Response('Not found', { status: 404 });
  if (isAdClickPath(pathname)) {
    return adClickResponse(request, target.restBaseUrl, async (req) => (target.embedded ? backend.fetch(req, backendEnv, ctx) : fetch(req)));
  }
  if (pathname === LOW_DATA_SWITCH_PATH) return lowDataSwitch(request);
  if (isCrossSiteWrite(request)) {
    return new Response('Cross-site form posts are not allowed.', { status: 403, headers: { 'content-type': 'text/plain' } });
  }
  if (pathname === LANGUAGE_SWITCH_PATH)
    return languageSwitchResponse(request, target.extensions ? languageRememberer(target.restBaseUrl, target.restFetch) : undefined);
  // The Paynow sandbox's pages and endpoints, only while no real Paynow is configured (PAYNOW_BASE empty).
  if (pathname === SANDBOX_PATH || pathname.startsWith(`${SANDBOX_PATH}/`)) {
    if (!sandboxEnv) return new Response('Not found', { status: 404 });
    return noStore(await sandboxApp.fetch(request, sandboxEnv, ctx));
  }
  // The OIDC sandbox's pages and endpoints, only while a sign-in provider uses it (decision 025).
  if (pathname.startsWith(`${OIDC_SANDBOX_PATH}/`)) {
    if (!oidcSandboxEnv) return new Response('Not found', { status: 404 });
    return noStore(await oidcSandboxApp.fetch(request, oidcSandboxEnv, ctx));
  }
  if (pathname === '/graphql') {
    const screened = await screenGraphqlRequest(request);
    if (screened instanceof Response) return screened;
    // Shareable answers (public fields, anonymous GET) come from the edge cache; everything else is no-store.
    const persistedQueries = d1PersistedQueries(env.DB, clock);
    const run = async (req: Request) =>
      yoga.fetch(req, { ...target, inProcess: false, trustClientIp: config.TRUST_CF_CONNECTING_IP, persistedQueries });
    return cachedGraphql(screened, run, { cache, waitUntil, generation, now: () => clock.now().getTime() });
  }

  const renderRemix = (cspNonce: string) =>
    handleRemix(request, {
      cloudflare: { env, ctx },
      cspNonce,
      islands: {},
      catalogueGeneration: generation,
      publicConfig: publicConfig(config),
      // Loaders run GraphQL in-process: no network hop; their own documents without the HTTP layer at all.
      graphql: async (req: Request) => yoga.fetch(req, { ...target, inProcess: true, trustClientIp: config.TRUST_CF_CONNECTING_IP }),
      graphqlOperation: (operation) => executeInProcess(operation, { ...target, inProcess: true, trustClientIp: config.TRUST_CF_CONNECTING_IP }),
      // The explorer's runs are strangers' queries: not in-process (no cookie is read), with introspection allowed
      // for them alone while network /graphql keeps refusing it.
      graphqlExplorer: async (req: Request) => {
        explorerGateway ??= createGateway({ introspection: true });
        return explorerGateway.fetch(req, { ...target, inProcess: false, trustClientIp: config.TRUST_CF_CONNECTING_IP });
      },
    });
  // Low-data mode (decision 028): the same page, made script- and photo-free at the edge before it is cached.
  const { search } = new URL(request.url);
  const weights = { assets: env.ASSETS, media: env.MEDIA, origin: new URL(request.url).origin };
  const render = isLowData(request)
    ? async (cspNonce: string) =>
        lowDataPage(await renderRemix(cspNonce), { weights, path: `${pathname}${search}`, nonce: cspNonce, language: requestLanguage(request) })
    : renderRemix;
  const page = pageCacheable(request) ? await cachedPage(request, render, nonce, { cache, waitUntil, generation }) : await render(nonce);
  // Product and storefront views count after answering, cached pages included (server/page-view.ts).
  const view = target.embedded ? viewRequest(request, page, target.restBaseUrl) : null;
  if (view) waitUntil(Promise.resolve(backend.fetch(view, backendEnv, ctx)).catch((e: unknown) => console.error('view not recorded', e)));
  return withPageCacheHeaders(request, page);
}
