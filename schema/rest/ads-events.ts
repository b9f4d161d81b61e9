/**
 * Impressions and clicks (spec §7 POST /advertising/record-impressions and /advertising/record-click, §9;
 * issue #12 item 3; docs/decisions/012-ads.md). Both are public: the Worker answers at once and hands the
 * events to the AD_EVENTS queue, whose consumer counts and bills them (backend/ads/). Bots are dropped before
 * the queue; repeats and replays are dropped by the consumer.
 *
 * POST /advertising/record-impressions {impressions: [{adID, referrer, timestamp, placement, pageUrl, pageViewId}]}
 *   → {queued}: how many went to the queue (0 for a bot). At most 50 per call (one page's ads, batched).
 *   Default failure: 'Error recording ad impression'.
 * POST /advertising/record-click {adID, referrer, timestamp, placement, pageUrl?, pageViewId?} → {queued, target}:
 *   target is the ad's own page (its product or store), never taken from the request. Default failure:
 *   'Error recording ad view'.
 * Without JavaScript a click is the link `/ads/click/{adID}?placement=…` (AD_CLICK_PATH), which records the
 * click the same way and redirects (303) to the target.
 *
 * Billable only with a token (issue #27; docs/decisions/012-ads.md "Invalid traffic"): POST /advertising/ad-tokens
 * {placement, pageViewId, adIDs} → {tokens: [{adID, token}]} signs each ad the placement serves now for this page
 * view (HMAC, AD_TOKEN_TTL_MS). An event without a valid token, a replayed one, one over the per-address caps, one
 * from the ad's own store or one not from our page is recorded as invalid and never billed. A cross-site POST
 * whose body is not JSON (text/plain, a form) is refused with 403.
 */
import { z } from 'zod';
import { AD_EVENT_KINDS, AD_PLACEMENTS } from './ads';
import { defineCall, noInput } from './call';

export const MAX_IMPRESSIONS_PER_CALL = 50;

export const adPlacement = z.enum(AD_PLACEMENTS, { errorMap: () => ({ message: `placement must be one of ${AD_PLACEMENTS.join(', ')}` }) });
const adId = z.coerce.number({ invalid_type_error: 'adID must be a number' }).int().positive('adID must be a positive number');
/** Made by the page when it loads (crypto.randomUUID or any 8–64 characters of [A-Za-z0-9_-]). */
export const pageViewId = z.string().regex(/^[\w-]{8,64}$/, 'pageViewId must be 8 to 64 letters, digits, _ or -');
const timestamp = z.coerce.number({ invalid_type_error: 'timestamp must be milliseconds since 1970' }).int().nonnegative();
const shortText = (max: number) =>
  z
    .string()
    .max(2000)
    .transform((s) => s.slice(0, max))
    .default('');

/** `v1.{adID}.{placement}.{pageViewId}.{issuedAtMs}.{signature}` (backend/ads/ad-token.ts); checked, never trusted. */
export const adToken = z.string().max(300, 'token must be at most 300 characters');

export const impression = z.object({
  adID: adId,
  referrer: shortText(500),
  timestamp,
  placement: adPlacement,
  pageUrl: shortText(500),
  pageViewId,
  token: adToken.optional(),
});
export type RestImpression = z.infer<typeof impression>;

export const recordImpressions = defineCall({
  name: 'recordImpressions',
  method: 'POST',
  path: '/advertising/record-impressions',
  query: noInput,
  body: z.object({
    impressions: z
      .array(impression)
      .min(1, 'impressions must list at least one')
      .max(MAX_IMPRESSIONS_PER_CALL, `impressions must list at most ${MAX_IMPRESSIONS_PER_CALL}`),
  }),
  data: z.object({ queued: z.number().int() }),
});

export const recordClick = defineCall({
  name: 'recordClick',
  method: 'POST',
  path: '/advertising/record-click',
  query: noInput,
  body: z.object({
    adID: adId,
    referrer: shortText(500),
    timestamp,
    placement: adPlacement,
    pageUrl: shortText(500),
    pageViewId: pageViewId.optional(),
    token: adToken.optional(),
  }),
  data: z.object({ queued: z.number().int(), target: z.string() }),
});

/** How long a served ad's token can make an event billable. */
export const AD_TOKEN_TTL_MS = 30 * 60 * 1000;
/** Billed events per ad per address (whatever the User-Agent) in any 24 hours; more are invalid. */
export const AD_ADDRESS_CAPS = { click: 1, impression: 5 } as const;
export const AD_ADDRESS_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Why an event was recorded but not charged (ad_invalid_events.reason). */
export const AD_INVALID_REASONS = ['no_token', 'bad_token', 'own_store', 'not_from_page', 'duplicate', 'repeat', 'address_cap'] as const;
export type AdInvalidReason = (typeof AD_INVALID_REASONS)[number];

export const adTokens = defineCall({
  name: 'adTokens',
  method: 'POST',
  path: '/advertising/ad-tokens',
  query: noInput,
  body: z.object({
    placement: adPlacement,
    pageViewId,
    adIDs: z.array(adId).min(1, 'adIDs must list at least one').max(5, 'adIDs must list at most 5'),
  }),
  /** Only the ads the placement serves now get one; the others are left out. */
  data: z.object({ tokens: z.array(z.object({ adID: z.number().int(), token: z.string() })) }),
});

/** The no-JavaScript click link: `${AD_CLICK_PATH}/${adID}?placement=home`. */
export const AD_CLICK_PATH = '/ads/click';

/** One message on the AD_EVENTS queue: an event the Worker accepted, with the facts only it knows. */
export const adEventMessage = z.object({
  /** Unique per event and stable across the queue's retries: a replay counts once. */
  eventKey: z.string().min(8).max(200),
  adID: z.number().int().positive(),
  kind: z.enum(AD_EVENT_KINDS),
  visitor: z.string().min(8).max(64),
  placement: adPlacement,
  pageUrl: z.string().max(500),
  referrer: z.string().max(500),
  /** ISO instant; the Worker clamps the browser's timestamp to the last hour (never the future). */
  at: z.string(),
  /** Keyed hash of the address alone (no User-Agent): the per-address caps. Absent: no cap applies. */
  address: z.string().max(64).optional(),
  /** Made once at intake: marks this message's row, so the consumer knows whether it was billed or is invalid. */
  intakeId: z.string().min(8).max(64).optional(),
  /** Set at intake when the event can never be billed (no token, own store…): the consumer only records it. */
  invalid: z.enum(AD_INVALID_REASONS).optional(),
});
export type AdEventMessage = z.infer<typeof adEventMessage>;
