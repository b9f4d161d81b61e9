#!/usr/bin/env node
/**
 * The import-graph check (issue 28), a stage of `npm test`: over every source file (tests excluded), fails when
 *   - files import each other in a circle (type-only imports count: a circle of types is still a tangle), or
 *   - a file of backend/ imports from app/, server/ or server.ts (the backend is handed what it needs).
 * Relative imports and the app's `~/` alias are followed; packages are not part of the graph.
 *   node scripts/import-graph.mjs        prints each circle and each forbidden arrow, exits 1 if any
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT } from './lib.mjs';

const SOURCE_DIRS = ['app', 'backend', 'gateway', 'schema', 'server', 'scripts'];
const SOURCE_FILES = ['server.ts'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
const SKIP = /(^|\/)(node_modules|generated|build)(\/|$)|\.(test|spec)\.[jt]sx?$|\.d\.ts$/;
/** Backend code may not reach into these (they are the Worker's and the pages'). */
const FORBIDDEN_FROM_BACKEND = [/^app\//, /^server\//, /^server\.ts$/];

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const rel = relative(ROOT, path);
    if (SKIP.test(rel)) continue;
    if (statSync(path).isDirectory()) walk(path, out);
    else if (EXTENSIONS.some((ext) => name.endsWith(ext))) out.push(rel);
  }
  return out;
}

/** Import specifiers of a file: static imports, re-exports and dynamic import('…') with a literal. */
function specifiers(text) {
  const found = [];
  const patterns = [/\b(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
  // Comments out first, so an example in a doc comment draws no arrow.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
}

function resolveImport(from, spec) {
  let base;
  if (spec.startsWith('~/')) base = join(ROOT, 'app', spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(ROOT, dirname(from), spec);
  else return null;
  const clean = base.replace(/\?.*$/, '');
  const candidates = [clean, ...EXTENSIONS.map((ext) => clean + ext), ...EXTENSIONS.map((ext) => join(clean, `index${ext}`))];
  if (/\.js$/.test(clean)) candidates.push(clean.replace(/\.js$/, '.ts'), clean.replace(/\.js$/, '.tsx'));
  for (const candidate of candidates) if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate);
  return null;
}

/** Strongly connected components of more than one file (Tarjan). */
export function circles(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const out = [];
  const visit = (node) => {
    meta.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!meta.has(next)) {
        visit(next);
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).low);
      } else if (meta.get(next).onStack) meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).index);
    }
    if (meta.get(node).low === meta.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        meta.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? new Set()).has(node)) out.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!meta.has(node)) visit(node);
  return out;
}

export function checkImportGraph() {
  const files = [...SOURCE_DIRS.flatMap((dir) => walk(join(ROOT, dir), [])), ...SOURCE_FILES.filter((f) => existsSync(join(ROOT, f)))];
  const graph = new Map();
  const forbidden = [];
  for (const file of files) {
    const targets = new Set();
    for (const spec of specifiers(readFileSync(join(ROOT, file), 'utf8'))) {
      const target = resolveImport(file, spec);
      if (!target || SKIP.test(target)) continue;
      targets.add(target);
      if (file.startsWith('backend/') && FORBIDDEN_FROM_BACKEND.some((rule) => rule.test(target))) forbidden.push(`${file} -> ${target}`);
    }
    graph.set(file, targets);
  }
  return { files: files.length, circles: circles(graph), forbidden };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, circles: found, forbidden } = checkImportGraph();
  for (const circle of found) console.error(`import circle of ${circle.length} files:\n  ${circle.join('\n  ')}`);
  for (const arrow of forbidden) console.error(`backend imports the Worker or the pages: ${arrow}`);
  if (found.length || forbidden.length) {
    console.error(`\nimport graph: ${found.length} circle(s), ${forbidden.length} forbidden import(s) in ${files} files`);
    process.exit(1);
  }
  console.log(`import graph: ${files} files, no circle, backend imports neither app/ nor server/`);
}
