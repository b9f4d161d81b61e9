import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { mountedRoutes, remixPath, workerRoutes } from './app/routes';
import { stylesheetBundles } from './scripts/vite/stylesheet-bundles';

const appDir = fileURLToPath(new URL('./app', import.meta.url));

declare module '@remix-run/cloudflare' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    remix({
      ignoredRouteFiles: ['**/*'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
      // app/routes.ts is THE route table; it is mounted here so ids and paths live in one place.
      routes: async (defineRoutes) =>
        defineRoutes((route) => {
          for (const entry of mountedRoutes()) {
            route(remixPath(entry.path), entry.module, { id: entry.id });
          }
          for (const entry of workerRoutes) route(entry.path, entry.module, { id: entry.id });
          route('*', 'routes/catch-all.tsx', { id: 'catch-all' });
        }),
    }),
    vanillaExtractPlugin(),
    stylesheetBundles(appDir, [
      ...mountedRoutes().map((entry) => ({ module: entry.module, dashboard: entry.guard === 'dashboard' })),
      { module: 'routes/catch-all.tsx', dashboard: false },
    ]),
  ],
  resolve: { alias: { '~': appDir } },
  build: { sourcemap: false },
});
