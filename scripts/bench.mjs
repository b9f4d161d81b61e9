#!/usr/bin/env node
/**
 * npm run bench: latency and throughput of a running Musika (npm start), so changes can be compared.
 * Measures the same data three ways — direct REST, through the GraphQL gateway, and as a rendered page —
 * which shows what the gateway and SSR add on top of the backend.
 *   BASE_URL=http://127.0.0.1:8787 REQUESTS=300 CONCURRENCY=8 node scripts/bench.mjs
 */
const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:8787';
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);

const dealsQuery = JSON.stringify({
  query: '{ deals(page: 1, perPage: 8) { items { slug name price { amountCents } image { url } } pageInfo { total } } }',
});

const targets = [
  ['REST   GET /products/sale-type (deals)', () => fetch(`${BASE}/wp-json/ezw/v1/products/sale-type?saleType[]=deals&per_page=8`)],
  ['GQL    deals (same data)', () => fetch(`${BASE}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: dealsQuery })],
  ['REST   GET /categories?slug=electronics', () => fetch(`${BASE}/wp-json/ezw/v1/categories?slug=electronics`)],
  ['PAGE   /category/electronics', () => fetch(`${BASE}/category/electronics`)],
  ['PAGE   / (home)', () => fetch(`${BASE}/`)],
];

async function measure(request) {
  const times = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function worker() {
    while (next < REQUESTS) {
      next += 1;
      const t = performance.now();
      const res = await request();
      await res.arrayBuffer();
      if (!res.ok) failures += 1;
      times.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  return { p50: pct(50), p95: pct(95), rps: (times.length / seconds).toFixed(0), failures };
}

try {
  await fetch(`${BASE}/robots.txt`);
} catch {
  console.error(`Nothing answers at ${BASE}: start Musika with \`npm start\` first (or set BASE_URL).`);
  process.exit(1);
}
console.log(`${REQUESTS} requests each, ${CONCURRENCY} at a time, against ${BASE}\n`);
console.log('target'.padEnd(44), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'req/s'.padStart(7), 'failed'.padStart(7));
for (const [name, request] of targets) {
  for (let i = 0; i < 10; i += 1) await (await request()).arrayBuffer(); // warm up
  const r = await measure(request);
  console.log(name.padEnd(44), r.p50.padStart(8), r.p95.padStart(8), r.rps.padStart(7), String(r.failures).padStart(7));
}
