#!/usr/bin/env node
/**
 * Why a Zimbabwe 3G LCP varies between runs of the same code (docs/decisions/006-lighthouse.md): several
 * Lighthouse runs of one page, each printing the simulated LCP beside the observed (unthrottled) FCP and LCP,
 * when the first images were fetched, and when each script request ended. Lantern counts into the LCP every
 * request that ended before the observed paint, so scripts ending before it are what pushes the estimate up.
 *   node scripts/lighthouse/lcp-probe.mjs http://127.0.0.1:8787 /category/electronics [runs=4]
 */
import lighthouse from 'lighthouse';
import { launchChrome } from './chrome.mjs';
import { PROFILES } from './profiles.mjs';
const [base, path, runs = 4] = process.argv.slice(2);
if (!base || !path) {
  console.error('usage: node scripts/lighthouse/lcp-probe.mjs BASE_URL PATH [runs]');
  process.exit(1);
}
const zim = PROFILES.find((p) => p.name === 'zim-3g');
for (let i = 0; i < Number(runs); i++) {
  const chrome = await launchChrome();
  try {
    const r = await lighthouse(
      base + path,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'], ...zim.settings } },
    );
    const a = r.lhr.audits;
    const m = a.metrics.details.items[0];
    const reqs = a['network-requests'].details.items;
    const t0 = reqs[0].networkRequestTime;
    const scripts = reqs.filter((x) => x.resourceType === 'Script');
    const imgs = reqs.filter((x) => x.resourceType === 'Image').slice(0, 3);
    const lastScriptEnd = Math.max(...scripts.map((x) => x.networkEndTime - t0));
    console.log(
      `run ${i}: LCP ${Math.round(a['largest-contentful-paint'].numericValue)} obsFCP ${m.observedFirstContentfulPaint} obsLCP ${m.observedLargestContentfulPaint} scripts ${scripts.length} lastScriptEnd ${Math.round(lastScriptEnd)} bi ${r.lhr.environment.benchmarkIndex}`,
    );
    for (const x of imgs)
      console.log(`   img ${x.priority} ${Math.round(x.networkRequestTime - t0)}-${Math.round(x.networkEndTime - t0)} ${x.url.slice(-50)}`);
    const s = scripts.map((x) => Math.round(x.networkEndTime - t0)).sort((p, q) => p - q);
    console.log('   script ends', s.join(' '), 'prio', [...new Set(scripts.map((x) => x.priority))].join(','));
  } finally {
    await chrome.stop();
  }
}
