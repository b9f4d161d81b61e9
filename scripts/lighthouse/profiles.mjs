/**
 * What `npm run lighthouse` measures and against which goals (issue 16, item 3). Data only, so the goals
 * live in one place and the runner and the table never disagree about them.
 */

/** The four anonymous page types the issue names; paths exist in the deterministic seed. */
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/electronics' },
  { name: 'product', path: '/product/solar-panel-400w-mono-50/' },
  { name: 'search', path: '/search?term=solar' },
];

/**
 * Lighthouse settings per profile. Both use simulated throttling (Lighthouse's default): the page loads
 * at full loopback speed and Lantern replays the trace under the profile's network and CPU, so the two
 * profiles could share one Chrome and the numbers do not depend on how busy the loopback is. CPU time
 * still does: the slowdown multiplies what this (shared, loaded) machine measured.
 */
export const PROFILES = [
  {
    name: 'mobile',
    label: 'mobile (Lighthouse default: slow 4G, 150 ms RTT, 1.6 Mbps, CPU ×4)',
    settings: {},
    goals: { score: 95 },
  },
  {
    name: 'zim-3g',
    label: 'Zimbabwe 3G (300 ms RTT, 700 kbps down/up, CPU ×4)',
    settings: {
      throttling: {
        rttMs: 300,
        throughputKbps: 700,
        cpuSlowdownMultiplier: 4,
        // Only read by the 'devtools' throttling method; Lighthouse derives them from RTT and throughput
        // with these factors for its own presets, so `--throttling-method=devtools` stays comparable.
        requestLatencyMs: 300 * 3.75,
        downloadThroughputKbps: 700 * 0.9,
        uploadThroughputKbps: 700 * 0.9,
      },
    },
    goals: { score: 85, lcpMs: 3500 },
  },
  {
    // Low-data mode (issue 33 §1, decision 028): the browser's Save-Data hint asks for it, as a data-saving
    // Android browser does. Its goals are bytes: what a buyer pays for at US$3.5–7.5 a gigabyte.
    name: 'low-data',
    label: 'low-data mode (Save-Data: on; Zimbabwe 3G network)',
    settings: {
      extraHeaders: { 'Save-Data': 'on' },
      throttling: { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4 },
    },
    // Another variant of each page: its repeat view is measured apart from the normal one (run.mjs).
    variant: 'low-data',
    goals: {
      firstViewBytes: { home: 60 * 1024, category: 60 * 1024, product: 70 * 1024, search: 60 * 1024 },
      repeatViewBytes: 10 * 1024,
    },
  },
];

/** Goals shared by every profile: layout stability and what a visit costs in data. */
export const COMMON_GOALS = {
  cls: 0.05,
  firstViewBytes: 350 * 1024,
  repeatViewBytes: 30 * 1024,
};

/**
 * Chromium flags from STACK.md: without them Chromium reaches for the network (component updates, sync,
 * QUIC probes) and hangs or pollutes the measurement on an offline machine.
 */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
