/**
 * Vite plugin for the client build: merge the per-chunk stylesheets into `pages-[hash].css` and
 * `dashboard-[hash].css` as planned by stylesheet-plan.ts (decision 006, "Fewer stylesheets").
 *
 * It runs in generateBundle, after Vite has written the stylesheets and before Vite's own post plugins read
 * `viteMetadata.importedCss`: the manifest (which Remix turns into each route's `css` links) and the lazy
 * imports' preload lists therefore name the merged files, and nothing links an original any more.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rollup';
import { planStylesheets, rewriteChunkCss, type ChunkView, type PageEntry } from './stylesheet-plan';

export interface RouteModule {
  /** Path under app/, as in the Remix route config. */
  module: string;
  dashboard: boolean;
}

const CLIENT_ROUTE = '?__remix-build-client-route';

export function stylesheetBundles(appDir: string, routes: readonly RouteModule[]): Plugin {
  return {
    name: 'musika:stylesheet-bundles',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = chunkViews(bundle);
      const byFacade = new Map<string, string>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && item.facadeModuleId) byFacade.set(item.facadeModuleId, item.fileName);
      }
      const chunkOf = (facade: string) => {
        const file = byFacade.get(facade);
        if (!file) this.error(`stylesheet-bundles: no client chunk for ${facade}; has Remix renamed its route modules?`);
        return file;
      };
      const root = [chunkOf(join(appDir, 'entry.client.tsx')), chunkOf(join(appDir, 'root.tsx') + CLIENT_ROUTE)];
      const pages: PageEntry[] = routes.flatMap((route) => {
        const chunk = byFacade.get(join(appDir, route.module) + CLIENT_ROUTE);
        return chunk ? [{ chunk, dashboard: route.dashboard }] : [];
      });
      const plan = planStylesheets(root, pages, chunks);

      const bundleOf = new Map<string, string>();
      const emit = (name: string, files: string[]) => {
        if (files.length === 0) return;
        const source = files.map((file) => String(asset(bundle, file).source)).join('\n');
        const merged = this.getFileName(this.emitFile({ type: 'asset', name, source }));
        for (const file of files) {
          bundleOf.set(file, merged);
          delete bundle[file];
        }
      };
      emit('pages.css', plan.shared);
      emit('dashboard.css', plan.dashboard);

      for (const item of Object.values(bundle)) {
        const meta = item.type === 'chunk' ? item.viteMetadata : undefined;
        if (meta) meta.importedCss = new Set(rewriteChunkCss(meta.importedCss, bundleOf));
      }
    },
  };
}

function chunkViews(bundle: OutputBundle): Map<string, ChunkView> {
  const views = new Map<string, ChunkView>();
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    const chunk = item as OutputChunk;
    views.set(chunk.fileName, { css: [...(chunk.viteMetadata?.importedCss ?? [])], imports: chunk.imports });
  }
  return views;
}

function asset(bundle: OutputBundle, file: string): OutputAsset {
  const item = bundle[file];
  if (item?.type !== 'asset') throw new Error(`stylesheet-bundles: ${file} is not an asset of this build`);
  return item;
}
