#!/usr/bin/env node
/**
 * A CPU profile of the Worker under `wrangler dev`, or of the deploy bundle (`INSPECTOR_PORT=9233 node
 * scripts/profile/serve.mjs 8791`, then SOURCEMAP=<its bundle's server.js.map>), through its inspector: starts the
 * profiler, sends uncached page requests, stops, and prints where self time went, grouped by package/part.
 * Sampling skews fine attribution (a function can show a millisecond it does not cost): confirm a finding with
 * ab-cpu.mjs before acting on it. Used for docs/decisions/004-page-cost.md; not part of npm test.
 *   INSPECTOR=http://127.0.0.1:9229 [COOKIE=…] node scripts/profile/cpu-profile.mjs [path=/] [requests=100] [BASE_URL]
 * FOCUS=<part> also lists that part's functions; CALLERS_OF=<function> who calls one.
 * (workerd's own inspector port is in `ss -ltnp`: the one next to the serving port.)
 */
import WebSocket from 'ws';

const path = process.argv[2] ?? '/';
const requests = Number(process.argv[3] ?? 100);
const BASE = process.argv[4] ?? process.env.BASE_URL ?? 'http://127.0.0.1:8787';
const INSPECTOR = process.env.INSPECTOR ?? 'http://127.0.0.1:9229';
const [{ webSocketDebuggerUrl }] = await (await fetch(`${INSPECTOR}/json`)).json();
const ws = new WebSocket(webSocketDebuggerUrl);
await new Promise((resolve) => ws.once('open', resolve));
let id = 0;
const pending = new Map();
ws.on('message', (raw) => {
  const msg = JSON.parse(String(raw));
  if (msg.id && pending.has(msg.id)) pending.get(msg.id)(msg.result);
});
const send = (method, params = {}) =>
  new Promise((resolve) => {
    pending.set(++id, resolve);
    ws.send(JSON.stringify({ id, method, params }));
  });

const get = () => fetch(BASE + path, { headers: { cookie: process.env.COOKIE ?? 'musika_bench=1' } }).then((r) => r.arrayBuffer());
for (let i = 0; i < 10; i++) await get();
await send('Runtime.enable');
await send('Debugger.enable');
await send('Profiler.enable');
await send('Profiler.setSamplingInterval', { interval: 100 });
await send('Profiler.start');
for (let i = 0; i < requests; i++) await get();
const { profile } = await send('Profiler.stop');
ws.close();
// PROFILE_OUT=file.cpuprofile keeps the raw profile (Chrome DevTools opens it; wrangler's server.js.map maps it).
if (process.env.PROFILE_OUT) (await import('node:fs')).writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));

// Self time per node, then grouped by where the code lives. wrangler bundles everything into one server.js;
// its source map (the newest .wrangler/tmp/dev-*/server.js.map, or SOURCEMAP=) names the original file.
const dt = new Map();
for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
const original = await sourceMapper();
const groups = new Map();
const fns = new Map();
const focused = new Map();
const bucket = (url, name) => {
  if (!url) return name === '(garbage collector)' ? 'gc' : name === '(idle)' || name === '(program)' ? name : 'native/other';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (/build\/server|app\//.test(url)) return 'app (Remix routes)';
  const part = /(gateway|backend|server|schema)\//.exec(url);
  return part ? part[1] : url.split('/').slice(-1)[0];
};
for (const node of profile.nodes) {
  const us = dt.get(node.id) ?? 0;
  const { url, line, name } = original(node.callFrame);
  groups.set(bucket(url, name), (groups.get(bucket(url, name)) ?? 0) + us);
  const f = `${name || '(anon)'} ${url
    .replace(/.*node_modules\//, '')
    .split('/')
    .slice(-3)
    .join('/')}:${line}`;
  fns.set(f, (fns.get(f) ?? 0) + us);
  if (process.env.FOCUS && bucket(url, name) === process.env.FOCUS) focused.set(f, (focused.get(f) ?? 0) + us);
}

async function sourceMapper() {
  const { readdirSync, readFileSync, statSync } = await import('node:fs');
  let file = process.env.SOURCEMAP;
  if (!file) {
    const dirs = readdirSync('.wrangler/tmp', { withFileTypes: true }).filter((d) => d.name.startsWith('dev-'));
    const maps = dirs.map((d) => `.wrangler/tmp/${d.name}/server.js.map`).filter((f) => statSync(f, { throwIfNoEntry: false }));
    file = maps.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  }
  const asIs = (cf) => ({ url: cf.url, line: cf.lineNumber, name: cf.functionName });
  if (!file) return asIs;
  const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
  const map = new TraceMap(readFileSync(file, 'utf8'));
  return (cf) => {
    if (!cf.url.endsWith('server.js')) return asIs(cf);
    const pos = originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber });
    return pos.source ? { url: pos.source, line: pos.line, name: pos.name ?? cf.functionName } : asIs(cf);
  };
}
const busy = [...groups].filter(([g]) => g !== '(idle)').reduce((a, [, v]) => a + v, 0);
console.log(`${requests} × GET ${path}: ${(busy / 1000 / requests).toFixed(1)} ms CPU per request (sampled)\n`);
for (const [g, us] of [...groups]
  .filter(([g]) => g !== '(idle)')
  .sort((a, b) => b[1] - a[1])
  .slice(0, 24)) {
  console.log(`${(us / 1000 / requests).toFixed(2).padStart(7)} ms  ${g}`);
}
console.log('\ntop functions (self time):');
for (const [f, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${(us / 1000 / requests).toFixed(2).padStart(7)} ms  ${f}`);

// One part's own functions (FOCUS=@remix-run/router): where that part's self time goes.
if (process.env.FOCUS) {
  console.log(`\nin ${process.env.FOCUS}:`);
  for (const [f, us] of [...focused].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${(us / 1000 / requests).toFixed(2).padStart(7)} ms  ${f}`);
}

// Who calls a hot function (CALLERS_OF=flattenRoutes): its self time by caller chain, 4 frames up.
if (process.env.CALLERS_OF) {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  const chains = new Map();
  for (const node of profile.nodes) {
    if (node.callFrame.functionName !== process.env.CALLERS_OF) continue;
    const names = [];
    for (let p = parent.get(node.id), i = 0; p && i < 5; p = parent.get(p.id), i++)
      names.push(`${p.callFrame.functionName || '(anon)'}:${p.callFrame.lineNumber}`);
    const key = names.join(' < ');
    chains.set(key, (chains.get(key) ?? 0) + (dt.get(node.id) ?? 0));
  }
  console.log(`\ncallers of ${process.env.CALLERS_OF}:`);
  for (const [k, us] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`${(us / 1000 / requests).toFixed(2).padStart(7)} ms  ${k}`);
}
