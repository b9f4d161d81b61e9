/**
 * Which of the client build's stylesheets go into which merged file (decision 006, "Fewer stylesheets").
 *
 * Vite writes one stylesheet per JavaScript chunk, so a page linked ~12 small render-blocking files. On a
 * phone at 300 ms RTT over HTTP/1.1 they queue behind each other and first paint waits seconds for them.
 * We link two instead: everything a page outside the dashboard can use (cached after the first visit), and
 * what only the dashboard adds. Files only a lazy import reaches (the map's Leaflet sheet) stay on their own.
 *
 * Pure planning over a small view of the bundle, so the ordering rules are unit-tested without a build.
 */

export interface ChunkView {
  /** Stylesheets Vite attributed to this chunk, in its order. */
  css: readonly string[];
  /** Static imports (chunk file names). */
  imports: readonly string[];
}

export interface PageEntry {
  /** The route module's chunk file name. */
  chunk: string;
  dashboard: boolean;
}

export interface StylesheetPlan {
  shared: string[];
  dashboard: string[];
}

/**
 * The stylesheets a page links for these chunks, in the order Remix's `<Links>` writes them: each chunk's own,
 * then its static imports' depth first (@remix-run/dev resolveDependantChunks), without repeats.
 */
export function linkedStylesheets(starts: readonly string[], chunks: ReadonlyMap<string, ChunkView>): string[] {
  const seen = new Set<string>();
  const css: string[] = [];
  const walk = (file: string) => {
    const chunk = chunks.get(file);
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    css.push(...chunk.css);
    chunk.imports.forEach(walk);
  };
  starts.forEach(walk);
  return [...new Set(css)];
}

/**
 * Merged order: the root's sheets first (they come first on every page), then each page's in route-table
 * order, a file placed where the first page that links it put it. A page's own sheet thus still follows the
 * shared components it builds on, as it did when the files were linked one by one.
 */
export function planStylesheets(root: readonly string[], pages: readonly PageEntry[], chunks: ReadonlyMap<string, ChunkView>): StylesheetPlan {
  const shared = new Set(linkedStylesheets(root, chunks));
  for (const page of pages.filter((p) => !p.dashboard)) {
    for (const f of linkedStylesheets([page.chunk], chunks)) shared.add(f);
  }
  const dashboard = new Set<string>();
  for (const page of pages.filter((p) => p.dashboard)) {
    for (const file of linkedStylesheets([page.chunk], chunks)) if (!shared.has(file)) dashboard.add(file);
  }
  return { shared: [...shared], dashboard: [...dashboard] };
}

/** A chunk's stylesheets after merging: each merged file replaced by its bundle, order kept, no repeats. */
export function rewriteChunkCss(css: Iterable<string>, bundleOf: ReadonlyMap<string, string>): string[] {
  return [...new Set([...css].map((file) => bundleOf.get(file) ?? file))];
}
