#!/usr/bin/env node
/**
 * npm run bench: throughput and latency of a running Musika (npm start), side by side in one run, and the
 * ratios that show when pages get slower: page vs. a raw REST read, cached vs. uncached page, GraphQL vs. REST.
 * Then the worst query the GraphQL limits still allow, sent in a loop while GET / is measured beside it.
 *   BASE_URL=http://127.0.0.1:8787 REQUESTS=300 CONCURRENCY=10 node scripts/bench.mjs
 * Names of targets as arguments measure only those (and the ratios between them), e.g. the GraphQL caching pair:
 *   npm run bench -- rest gqlGet
 * A report, not a test: numbers depend on the machine. "uncached" pages carry a cookie that only keeps them
 * out of the page cache (musika_bench), so they are rendered for every request as an anonymous visitor.
 */
import { createHash } from 'node:crypto';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:8787';
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const UNCACHED = { headers: { cookie: 'musika_bench=1' } };

const post = (query) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
const PROMOTED_GQL = '{ promotedProducts(perPage: 3) { slug name price { amountCents } image { url } } }';
// Near the cost budget, and as deep as the depth limit allows: the worst an anonymous client may ask.
const WORST_ALLOWED = `{ businesses(limit: 4) { products(limit: 10) { items { related(limit: 8) { slug name business { name city } } } } } }`;

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const persisted = (query) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });

const allTargets = {
  rest: ['REST  GET /products/sale-type promoted', `${BASE}/wp-json/ezw/v1/products/sale-type?saleType=promoted&per_page=3`],
  gql: ['GQL   promotedProducts (same data)', `${BASE}/graphql`, post(PROMOTED_GQL)],
  // Public GETs are kept in the edge cache like the REST read above (issue 32 §1), by query or by persisted hash (§2).
  gqlGet: ['GQL   GET promotedProducts (edge cache)', `${BASE}/graphql?query=${encodeURIComponent(PROMOTED_GQL)}`],
  gqlHash: ['GQL   GET by persisted hash (edge cache)', `${BASE}/graphql?extensions=${encodeURIComponent(JSON.stringify(persisted(PROMOTED_GQL)))}`],
  homeCached: ['PAGE  / cached (anonymous)', `${BASE}/`],
  homeUncached: ['PAGE  / uncached', `${BASE}/`, UNCACHED],
  categoryCached: ['PAGE  /category/electronics cached', `${BASE}/category/electronics`],
  categoryUncached: ['PAGE  /category/electronics uncached', `${BASE}/category/electronics`, UNCACHED],
  searchUncached: ['PAGE  /search?term=phone uncached', `${BASE}/search?term=phone`, UNCACHED],
};
const only = process.argv.slice(2);
const unknown = only.filter((key) => !(key in allTargets));
if (unknown.length > 0) {
  console.error(`Unknown target(s) ${unknown.join(', ')}; known: ${Object.keys(allTargets).join(', ')}`);
  process.exit(1);
}
const targets = only.length > 0 ? Object.fromEntries(only.map((key) => [key, allTargets[key]])) : allTargets;

async function measure(url, init, requests = REQUESTS, concurrency = CONCURRENCY) {
  const times = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function worker() {
    while (next < requests) {
      next += 1;
      const t = performance.now();
      const res = await fetch(url, init);
      await res.arrayBuffer();
      if (!res.ok) failures += 1;
      times.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { p50: pct(50), p99: pct(99), rps: times.length / seconds, failures };
}

try {
  await fetch(`${BASE}/favicon.svg`);
} catch {
  console.error(`Nothing answers at ${BASE}: start Musika with \`npm start\` first (or set BASE_URL).`);
  process.exit(1);
}
console.log(`${REQUESTS} requests each, ${CONCURRENCY} at a time, against ${BASE}\n`);
console.log('target'.padEnd(40), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'req/s'.padStart(8), 'failed'.padStart(7));
const results = {};
// The persisted hash is registered once (hash + query), as a client does after PersistedQueryNotFound.
if (targets.gqlHash)
  await (
    await fetch(`${BASE}/graphql`, { ...post(PROMOTED_GQL), body: JSON.stringify({ query: PROMOTED_GQL, extensions: persisted(PROMOTED_GQL) }) })
  ).arrayBuffer();
for (const [key, [name, url, init]] of Object.entries(targets)) {
  for (let i = 0; i < 10; i += 1) await (await fetch(url, init)).arrayBuffer(); // warm up (and fill the caches)
  const r = await measure(url, init);
  results[key] = r;
  console.log(
    name.padEnd(40),
    r.p50.toFixed(1).padStart(8),
    r.p99.toFixed(1).padStart(8),
    r.rps.toFixed(0).padStart(8),
    String(r.failures).padStart(7),
  );
}

const ratios = [
  ['cached page / raw REST read       ', 'homeCached', 'rest', '   (goal ≥ 0.50)'],
  ['uncached page / raw REST read     ', 'homeUncached', 'rest', ''],
  ['cached page / uncached page       ', 'homeCached', 'homeUncached', ''],
  ['GraphQL / REST for the same data  ', 'gql', 'rest', ''],
  ['public GraphQL GET / cached REST  ', 'gqlGet', 'rest', '   (goal ≥ 0.90)'],
  ['persisted-hash GET / cached REST  ', 'gqlHash', 'rest', '   (goal ≥ 0.90)'],
].filter(([, a, b]) => results[a] && results[b]);
if (ratios.length > 0) console.log('\nratios of throughput (higher is better):');
for (const [name, a, b, goal] of ratios) console.log(`  ${name} ${(results[a].rps / results[b].rps).toFixed(2)}${goal}`);
if (only.length > 0) process.exit(0);

// The worst allowed query in a loop, and GET / measured beside it: the limits must keep pages responsive.
const worst = await (await fetch(`${BASE}/graphql`, post(WORST_ALLOWED))).json();
console.log(`\nworst allowed query: ${worst.errors ? `refused (${worst.errors[0].message})` : 'accepted'}`);
let attacking = true;
const attack = (async () => {
  while (attacking) await (await fetch(`${BASE}/graphql`, post(WORST_ALLOWED))).arrayBuffer();
})();
const beside = await measure(`${BASE}/`, UNCACHED, 100, 2);
attacking = false;
await attack;
console.log(`GET / (uncached) while it runs: p50 ${beside.p50.toFixed(1)} ms, p99 ${beside.p99.toFixed(1)} ms   (goal p99 < 100 ms)`);
