#!/usr/bin/env node
/**
 * Serves the current build/ as `wrangler deploy` bundles it, on .wrangler/state's D1 (npm start's), until
 * stopped: one side of an A/B (ab-cpu.mjs) or a target for cpu-profile.mjs (INSPECTOR_PORT opens V8's inspector).
 *   [INSPECTOR_PORT=9233] node scripts/profile/serve.mjs PORT
 */
import { serveBundle } from '../serve-bundle.mjs';

const port = Number(process.argv[2] ?? 8791);
const inspectorPort = process.env.INSPECTOR_PORT ? Number(process.env.INSPECTOR_PORT) : undefined;
const server = await serveBundle({ persistTo: process.env.PERSIST_TO ?? '.wrangler/state', port, inspectorPort });
console.log(`serving the deploy bundle on ${server.base} (Ctrl-C stops)`);
const stop = () => server.stop().finally(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
