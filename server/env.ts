/** Bindings and variables of the Worker (wrangler.toml). */
import type { AdEventMessage } from '../schema/rest/ads-events';

export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  /** Uploaded photos (POST /media); R2, simulated locally by wrangler dev and the workerd tests. */
  MEDIA: R2Bucket;
  /** Ad impressions and clicks on their way to the billing consumer (backend/ads/queue-consumer.ts). */
  AD_EVENTS: Queue<AdEventMessage>;
  /** One Durable Object per auction decides its bids (backend/auctions/auction-room.ts). */
  AUCTIONS: DurableObjectNamespace<import('../backend/auctions/auction-room').AuctionRoom>;
  /** One Durable Object per chat conversation holds its WebSockets (backend/chat/chat-room.ts). */
  CHAT: DurableObjectNamespace<import('../backend/chat/chat-room').ChatRoom>;
  EZW_API_BASE?: string;
  MAP_TILE_URL?: string;
  MAP_ATTRIBUTION?: string;
  TRUST_CF_CONNECTING_IP?: string;
  PUBLIC_ORIGIN?: string;
  GRAPHQL_INTROSPECTION?: string;
  /** Google Tag Manager container id; empty = none (loaded only after cookie consent). */
  GTM_ID?: string;
  /** Paynow (schema/config/paynow-config.ts): empty base = the in-process sandbox; ids and keys are secrets. */
  PAYNOW_BASE?: string;
  PAYNOW_USD_INTEGRATION_ID?: string;
  PAYNOW_USD_INTEGRATION_KEY?: string;
  PAYNOW_ZWG_INTEGRATION_ID?: string;
  PAYNOW_ZWG_INTEGRATION_KEY?: string;
  PAYNOW_SANDBOX_DELAY_SCALE?: string;
  PAYNOW_SANDBOX_DROP_CALLBACKS?: string;
  PAYNOW_SANDBOX_ON_PUBLIC_SITE?: string;
  /** USD→ZWG rate (ZWG per USD, e.g. "26.95"): recorded as a dated 'config' rate when it changes. */
  ZWG_RATE?: string;
  /** Secret (`wrangler secret put EXCHANGE_RATE_TOKEN`): the bearer allowed to PUT /exchange-rates. */
  EXCHANGE_RATE_TOKEN?: string;
  /** Secret (`wrangler secret put AD_TOKEN_SECRET`): signs served ads' tokens (schema/config/ads-config.ts). */
  AD_TOKEN_SECRET?: string;
  /** Social sign-in (schema/config/social-sign-in-config.ts): client ids are vars, secrets `wrangler secret put`. */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  FACEBOOK_APP_ID?: string;
  FACEBOOK_APP_SECRET?: string;
  /** "demo": the OIDC sandbox also on a public origin. */
  OIDC_SANDBOX?: string;
  /** "header": an integration test may pin a request's clock (backend/clock.ts). Set by vitest.config.ts only. */
  TEST_CLOCK?: string;
}
