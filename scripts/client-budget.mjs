#!/usr/bin/env node
/**
 * First-load client JavaScript per route, gzip-compressed, read from the Remix client build (build/client).
 * First load = the entry, the route chain (root → route) with their static imports, and the route manifest the
 * page inlines. With lazy route discovery (vite.config.ts, v3_lazyRouteDiscovery) a first visit never downloads
 * the whole manifest-*.js: the page carries only its matched routes (and those of its parent paths), and the
 * rest arrive by /__manifest as links appear. So the inline part is counted, as the JSON Remix writes.
 * `node scripts/client-budget.mjs` prints the table; scripts/client-budget.test.ts enforces the budgets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib.mjs';

const CLIENT = join(ROOT, 'build', 'client');

export function readManifest() {
  const assets = join(CLIENT, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error('No Remix client manifest in build/client/assets: run `npm run build` first.');
  const text = readFileSync(join(assets, file), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return { manifest: JSON.parse(json) };
}

const gzipSize = (publicPath) => gzipSync(readFileSync(join(CLIENT, publicPath)), { level: 9 }).length;

/** Gzip bytes of the JavaScript a first visit to `routeId` downloads. */
export function firstLoadBytes(routeId, { manifest } = readManifest()) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`Route ${id} is not in the client manifest`);
    chain.unshift(manifest.routes[id]);
  }
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) {
    files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
  }
  return inlineManifestBytes(manifest, routeId) + [...files].reduce((sum, f) => sum + gzipSize(f), 0);
}

/**
 * The manifest a first visit inlines (@remix-run/react fog-of-war getPartialManifest): root, the page's route and
 * the routes matching its parent paths — at least home, for '/'. Counted with the parent-path routes a page can
 * have here (home and the one-segment generic page), so it never undercounts; pretty-printed as Remix prints it.
 */
function inlineManifestBytes(manifest, routeId) {
  const ids = ['root', routeId, 'home', 'generic-page'].filter((id) => manifest.routes[id]);
  const partial = { ...manifest, routes: Object.fromEntries(ids.map((id) => [id, manifest.routes[id]])) };
  return gzipSync(`window.__remixManifest = ${JSON.stringify(partial, null, 2)};`, { level: 9 }).length;
}

export function perRouteSizes() {
  const read = readManifest();
  return Object.keys(read.manifest.routes)
    .filter((id) => id !== 'root')
    .map((id) => ({ id, bytes: firstLoadBytes(id, read) }))
    .sort((a, b) => b.bytes - a.bytes);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('First-load client JS per route (gzip):');
  for (const { id, bytes } of perRouteSizes()) console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${id}`);
}
