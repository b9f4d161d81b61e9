#!/usr/bin/env node
/**
 * npm run lighthouse: Lighthouse (performance only) on home, category, product and search, in the mobile
 * and "Zimbabwe 3G" profiles, with the first-view and repeat-view bytes; prints a table marked PASS/MISS
 * against issue 16's goals and writes reports/lighthouse.json.
 *   npm run lighthouse                          wrangler dev over build/, with a seeded D1 of its own
 *   BASE_URL=http://127.0.0.1:8787 npm run lighthouse   reuse a running server (npm start)
 *   RUNS=3 PAGES=home,product PROFILES=zim-3g npm run lighthouse
 * A report, not a test: a MISS never changes the exit code; only a failure to measure does. Scores depend
 * on the machine's CPU (the ×4 slowdown multiplies what this machine measured): compare runs on one machine.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';
import { audit } from './audit.mjs';
import { launchChrome } from './chrome.mjs';
import { PAGES, PROFILES, COMMON_GOALS } from './profiles.mjs';
import { countMisses, formatFindings, formatGoals, formatTable, verdicts } from './report.mjs';
import { startServer } from './server.mjs';

const OUTPUT = join(ROOT, 'reports/lighthouse.json');

/** PAGES=home,search → those entries; unknown names are an error, not a silently empty report. */
function pick(list, envName) {
  const wanted = process.env[envName]
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!wanted?.length) return list;
  const unknown = wanted.filter((name) => !list.some((x) => x.name === name));
  if (unknown.length) throw new Error(`${envName}: unknown ${unknown.join(', ')} (known: ${list.map((x) => x.name).join(', ')})`);
  return list.filter((x) => wanted.includes(x.name));
}

/**
 * One first view in a Chromium of its own, and optionally the repeat view right after it in the same one.
 * A fresh browser per first view: a reused one keeps V8's in-memory compile cache across Lighthouse's
 * storage reset, so every page after the first would parse and compile the shared JS for free and its TBT
 * would flatter it (seen: 400 ms on the first page, 0–100 ms on the next ones).
 */
async function measure(url, profile, withRepeat) {
  const chrome = await launchChrome();
  activeChrome = chrome;
  try {
    const first = await audit(url, { port: chrome.port, settings: profile.settings });
    const repeat = withRepeat ? await audit(url, { port: chrome.port, settings: profile.settings, repeatView: true }) : null;
    return { first, repeat, chrome: chrome.version };
  } finally {
    activeChrome = undefined;
    await chrome.stop();
  }
}

/** The Chromium being driven, for the signal handler: it runs in its own process group, out of Ctrl-C's reach. */
let activeChrome;

/** Several runs → the one with the median score (Lighthouse's advice against its own variance). */
function median(results) {
  const sorted = [...results].sort((a, b) => (a.first.score ?? -1) - (b.first.score ?? -1));
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  const pages = pick(PAGES, 'PAGES');
  const profiles = pick(PROFILES, 'PROFILES');
  const runs = Math.max(1, Number(process.env.RUNS ?? 1) || 1);
  const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
  const started = Date.now();

  const server = await startServer();
  // Ctrl-C must not leave wrangler/workerd or Chromium behind: both run in their own process groups.
  const stopAll = async () => {
    await activeChrome?.stop();
    await server.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll().finally(() => process.exit(130)));

  const rows = [];
  let chromeVersion;
  try {
    console.log(`Lighthouse ${lighthouseVersion} against ${server.baseURL}, ${runs} run(s) each\n`);
    for (const page of pages) {
      const url = `${server.baseURL}${page.path}`;
      // Warm the Worker (isolate start, page cache) so the first measured load is not a cold start.
      await (await fetch(url)).arrayBuffer();
      // Transferred bytes do not depend on the profile (simulated throttling replays one real load), so the
      // repeat view is measured once per page, right after a first view has filled the cache.
      // A profile with a `variant` of its own (low-data) is served other bytes, so it gets its own repeat view.
      const repeats = new Map();
      for (const profile of profiles) {
        const t = Date.now();
        const results = [];
        const variant = profile.variant ?? 'normal';
        for (let i = 0; i < runs; i += 1) results.push(await measure(url, profile, !repeats.has(variant) && i === 0));
        if (!repeats.has(variant)) repeats.set(variant, results[0].repeat);
        const repeat = repeats.get(variant);
        chromeVersion = results[0].chrome;
        const { first } = median(results);
        const row = { page, profile, first, repeat };
        rows.push({ ...row, verdicts: verdicts(row) });
        console.log(`  ${page.name.padEnd(9)} ${profile.name.padEnd(7)} score ${first.score}  (${((Date.now() - t) / 1000).toFixed(0)} s)`);
      }
    }
  } finally {
    await server.stop();
  }

  console.log(`\n${formatTable(rows)}\n\n${formatGoals(profiles)}`);
  console.log('repeat view: the same page reloaded with the browser cache warm (measured once per page).');
  const findings = formatFindings(rows.filter((r) => r.profile.name === profiles[0].name));
  if (findings) console.log(`\nLighthouse insights that did not pass (${profiles[0].name}):\n${findings}`);

  const report = {
    generatedAt: new Date().toISOString(),
    lighthouseVersion,
    chrome: chromeVersion,
    baseURL: server.baseURL,
    runs,
    goals: { ...COMMON_GOALS, profiles: Object.fromEntries(profiles.map((p) => [p.name, p.goals])) },
    rows: rows.map(({ page, profile, first, repeat, verdicts: v }) => ({
      page: page.name,
      path: page.path,
      profile: profile.name,
      first,
      repeat,
      verdicts: v,
    })),
  };
  await mkdir(join(ROOT, 'reports'), { recursive: true });
  await writeFile(OUTPUT, `${JSON.stringify(report, null, 2)}\n`);
  const misses = countMisses(rows);
  console.log(`\n${misses} goal(s) missed; wrote reports/lighthouse.json in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

main().catch((error) => {
  console.error(`\nlighthouse failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exit(1);
});
