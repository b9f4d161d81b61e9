#!/usr/bin/env node
/**
 * Paired A/B of two builds' CPU per uncached render: two deploy bundles served side by side (start each with
 * `node scripts/profile/serve.mjs PORT` after building it), requests alternating between them in batches, and
 * the median of the per-batch ratios B/A. On a shared 2-core machine a single run's numbers drift by ±15%;
 * alternating cancels the drift, so a change of a few percent shows. docs/decisions/004-page-cost.md.
 *   [PAGES=/,/search?term=phone] node scripts/profile/ab-cpu.mjs PORT_A PORT_B [batches=12] [per batch=25]
 */
import { processCpuMs, workerdPid } from './workerd-pid.mjs';

const [portA, portB, batches = 12, perBatch = 25] = process.argv.slice(2).map(Number);
if (!portA || !portB) {
  console.error('usage: node scripts/profile/ab-cpu.mjs PORT_A PORT_B [batches] [per batch]');
  process.exit(1);
}
const PAGES = (process.env.PAGES ?? '/,/category/electronics,/search?term=phone,/product/samsung-galaxy-a15-128gb-37').split(',');
const servers = [portA, portB].map((port) => ({ port, pid: workerdPid(port) }));
async function get(port, path) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie: 'musika_bench=1' } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} on ${port} answered ${res.status}`);
}

console.log('page'.padEnd(44), 'A ms'.padStart(7), 'B ms'.padStart(7), 'B/A'.padStart(7));
for (const path of PAGES) {
  for (const { port } of servers) for (let i = 0; i < 20; i += 1) await get(port, path);
  const totals = [0, 0];
  const ratios = [];
  for (let b = 0; b < batches; b += 1) {
    const perRequest = [0, 0];
    // Alternate which goes first, so neither always runs on a warmer or quieter machine.
    for (const k of b % 2 ? [1, 0] : [0, 1]) {
      const before = processCpuMs(servers[k].pid);
      for (let i = 0; i < perBatch; i += 1) await get(servers[k].port, path);
      perRequest[k] = (processCpuMs(servers[k].pid) - before) / perBatch;
      totals[k] += perRequest[k];
    }
    ratios.push(perRequest[1] / perRequest[0]);
  }
  ratios.sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)];
  console.log(
    path.padEnd(44),
    (totals[0] / batches).toFixed(2).padStart(7),
    (totals[1] / batches).toFixed(2).padStart(7),
    median.toFixed(3).padStart(7),
  );
}
