#!/usr/bin/env node
/**
 * npm run bench:ads — ad counting through the real queue (issue #12; docs/decisions/012-ads.md). On a fresh,
 * seeded D1 of its own: ADS cpm ads spread over BUSINESSES businesses, then IMPRESSIONS impressions sent to POST
 * /advertising/record-impressions in calls of 50 (each call one visitor, each impression its own page view and
 * a different ad, so none is a repeat), CONCURRENCY calls at a time, plus REPLAYS calls sent twice. It waits
 * until the AD_EVENTS consumer has drained the queue, then checks that every impression was counted exactly
 * once: the ad_events rows, the ad_daily_stats sums per ad, and each business's balance and accrued millicents
 * against what its ads spent, to the millicent. Prints events/s. A report, not a timed test: exits 1 only on a
 * mismatch.
 *
 * The Worker runs as deployed (the `wrangler deploy` bundle in workerd through Miniflare, with wrangler.toml's
 * queue producer and consumer), served by scripts/serve-bundle.mjs, whose Miniflare instance reads the D1 directly. IMPRESSIONS=100000 ADS=50 BUSINESSES=5 CONCURRENCY=8 REPLAYS=20 (needs build/).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { bin, freePort, migrateAndSeed, ROOT, run, wranglerEnv } from './lib.mjs';
import { serveBundle } from './serve-bundle.mjs';

const IMPRESSIONS = Number(process.env.IMPRESSIONS ?? 100_000);
const ADS = Number(process.env.ADS ?? 50);
const BUSINESSES = Number(process.env.BUSINESSES ?? 5);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const REPLAYS = Number(process.env.REPLAYS ?? 20);
const PER_CALL = 50;
const BALANCE_CENTS = 100_000;
/** How long the counts may stand still before the bench gives up waiting for the consumer. */
const STALL_MS = 30_000;
const bid = (k) => 50 + ((k * 37) % 400);

/** Each business ADS/BUSINESSES cpm ads with the largest daily budget, and a balance that covers them all. */
function adsSql() {
  const rows = [];
  for (let k = 0; k < ADS; k++) {
    const business = `(select id from businesses order by id limit 1 offset ${k % BUSINESSES})`;
    rows.push(`insert into ads (business_id, product_id, title, placement, pricing, bid_cents, daily_budget_cents, starts_on, ends_on, paused, created_at, updated_at)
      values (${business}, null, 'Bench ad ${k}', 'home', 'cpm', ${bid(k)}, 100000, date('now', '-1 day'), date('now', '+30 days'), 0, datetime('now'), datetime('now'));`);
  }
  return `update businesses set ads_balance_cents = ${BALANCE_CENTS}, ads_accrued_millicents = 0 where id in (select id from businesses order by id limit ${BUSINESSES});\n${rows.join('\n')}\n`;
}

async function startServer(persistTo) {
  const quiet = { env: wranglerEnv({ CI: '1' }), input: 'y\n', quiet: true };
  migrateAndSeed(persistTo);
  const file = join(persistTo, 'bench-ads.sql');
  await writeFile(file, adsSql());
  run(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', file], quiet);
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(ROOT, 'wrangler.toml'));
  if (!workerOptions.queueConsumers?.['musika-ad-events']) throw new Error('wrangler.toml has no consumer of musika-ad-events');
  const server = await serveBundle({ persistTo, port: await freePort(), log: true });
  return { base: server.base, db: await server.mf.getD1Database('DB'), stop: server.stop };
}

/** Call `n` (0…): one visitor (its own IP and browser build), 50 page views each showing a different ad. */
function impressionsCall(adIds, n) {
  const at = Date.now();
  const impressions = Array.from({ length: PER_CALL }, (_, j) => ({
    adID: adIds[(n + j) % adIds.length],
    pageViewId: `bench-${n}-${j}`,
    placement: 'home',
    referrer: '',
    pageUrl: 'https://musika.test/',
    timestamp: at,
  }));
  const headers = {
    'content-type': 'text/plain;charset=UTF-8',
    'user-agent': `Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.${n}.0 Mobile Safari/537.36`,
    'cf-connecting-ip': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
  return { headers, body: JSON.stringify({ impressions }) };
}

/**
 * Miniflare's queue simulator holds each message in flight on a timer and allows 10,000 timers: the senders
 * pause while more than MAX_BACKLOG events are sent but not yet stored (the deployed queue has no such limit).
 */
const MAX_BACKLOG = 4000;

async function send(base, db, adIds, calls) {
  let next = 0;
  let queued = 0;
  let stored = 0;
  let sending = true;
  const poller = (async () => {
    while (sending) {
      stored = (await db.prepare('select count(*) as n from ad_events').first()).n;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const worker = async () => {
    for (;;) {
      while (queued - stored > MAX_BACKLOG) await new Promise((r) => setTimeout(r, 50));
      if (next >= calls.length) return;
      const { headers, body } = impressionsCall(adIds, calls[next++]);
      const res = await fetch(`${base}/wp-json/ezw/v1/advertising/record-impressions`, { method: 'POST', headers, body });
      const json = await res.json();
      if (!res.ok) throw new Error(`record-impressions answered ${res.status}: ${json.message}`);
      queued += json.data.queued;
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    sending = false;
    await poller;
  }
  return queued;
}

/** Waits until the stored events reach `expected`, or stop growing for STALL_MS. */
async function drained(db, expected) {
  let last = -1;
  let since = Date.now();
  for (;;) {
    const n = (await db.prepare('select count(*) as n from ad_events').first()).n;
    if (n >= expected) return n;
    if (n !== last) [last, since] = [n, Date.now()];
    else if (Date.now() - since > STALL_MS) return n;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function check(db, adIds, perAd) {
  const problems = [];
  const events = await db.prepare('select count(*) as n, sum(billed) as billed, count(distinct event_key) as keys from ad_events').first();
  if (events.n !== IMPRESSIONS || events.billed !== IMPRESSIONS || events.keys !== IMPRESSIONS)
    problems.push(`ad_events: ${JSON.stringify(events)}, expected ${IMPRESSIONS} billed`);
  const { results: stats } = await db
    .prepare(
      'select s.ad_id as id, a.bid_cents as bid, sum(s.impressions) as impressions, sum(s.spend_millicents) as spend from ad_daily_stats s join ads a on a.id = s.ad_id group by s.ad_id',
    )
    .all();
  const byAd = new Map(stats.map((s) => [s.id, s]));
  for (const id of adIds) {
    const s = byAd.get(id) ?? { impressions: 0, spend: 0, bid: NaN };
    if (s.impressions !== perAd.get(id) || s.spend !== s.impressions * s.bid)
      problems.push(`ad ${id}: ${JSON.stringify(s)}, expected ${perAd.get(id)} impressions`);
  }
  const { results: accounts } = await db
    .prepare(`select b.id, b.ads_balance_cents as balance, b.ads_accrued_millicents as accrued, (select sum(s.spend_millicents) from ad_daily_stats s where s.business_id = b.id) as spend
      from businesses b where b.id in (select business_id from ads) order by b.id`)
    .all();
  for (const a of accounts) {
    if (BALANCE_CENTS * 1000 - (a.balance * 1000 - a.accrued) !== a.spend) problems.push(`business ${a.id}: ${JSON.stringify(a)} does not add up`);
  }
  return { problems, spend: accounts.reduce((sum, a) => sum + a.spend, 0) };
}

const persistTo = await mkdtemp(join(tmpdir(), 'musika-bench-ads-'));
let server;
try {
  server = await startServer(persistTo);
  const { results } = await server.db.prepare('select id from ads order by id').all();
  const adIds = results.map((r) => r.id);
  if (adIds.length !== ADS) throw new Error(`expected ${ADS} ads in the D1, found ${adIds.length}`);
  const callCount = Math.ceil(IMPRESSIONS / PER_CALL);
  if (callCount * PER_CALL !== IMPRESSIONS) throw new Error(`IMPRESSIONS must be a multiple of ${PER_CALL}`);
  const perAd = new Map(adIds.map((id) => [id, 0]));
  for (let n = 0; n < callCount; n++)
    for (let j = 0; j < PER_CALL; j++) perAd.set(adIds[(n + j) % adIds.length], perAd.get(adIds[(n + j) % adIds.length]) + 1);
  console.log(
    `${ADS} ads on ${BUSINESSES} businesses; sending ${IMPRESSIONS} impressions in ${callCount} calls of ${PER_CALL}, ${CONCURRENCY} at a time, and ${REPLAYS} calls again`,
  );

  const started = performance.now();
  const calls = Array.from({ length: callCount }, (_, n) => n);
  const queued = await send(server.base, server.db, adIds, [...calls, ...calls.slice(0, REPLAYS)]);
  const sent = performance.now();
  const stored = await drained(server.db, IMPRESSIONS);
  // A moment more: replays (and anything miscounted) would land after the count is first reached.
  await new Promise((r) => setTimeout(r, 3000));
  const counted = performance.now();
  const seconds = (ms) => (ms / 1000).toFixed(1);
  console.log(`answered ${queued} queued events in ${seconds(sent - started)} s (paced by the consumer: at most ${MAX_BACKLOG} waiting)`);
  console.log(
    `counted ${stored} in ${seconds(counted - started - 3000)} s: ${Math.round(stored / ((counted - started - 3000) / 1000))} events/s through the queue and D1`,
  );

  const { problems, spend } = await check(server.db, adIds, perAd);
  if (problems.length) {
    console.log(`MISMATCH:\n  ${problems.slice(0, 20).join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `OK: every impression counted exactly once (${IMPRESSIONS} events, ${REPLAYS * PER_CALL} replays ignored), $${(spend / 100_000).toFixed(5)} spent, balances exact to the millicent`,
    );
  }
} finally {
  await server?.stop();
  await rm(persistTo, { recursive: true, force: true });
}
