/**
 * patches/react-dom+18.3.1.patch makes the Worker's streaming renderer (the browser build's production file,
 * which wrangler bundles) keep chunks as strings and encode each flush once. These checks pin that the bytes
 * are exactly what the unpatched renderer writes: the shell, a Suspense boundary that resolves later, text
 * that needs escaping and characters beyond ASCII, and two renders whose flushes interleave.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement as h, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

type Server = typeof import('react-dom/server');
const require = createRequire(import.meta.url);
// Files react-dom's exports map does not name: reached by path.
const cjs = (file: string) => join(dirname(require.resolve('react-dom')), 'cjs', file);
const PATCHED = cjs('react-dom-server.browser.production.min.js');
const patched = require(PATCHED) as Server;
// The development build has the stock chunk writer: the reference for the bytes.
const stock = require(cjs('react-dom-server.browser.development.js')) as Server;

/** Suspends until `gate` opens (`opened.done`), then shows `text`: a boundary completed in a later flush. */
function Late({ gate, opened, text }: { gate: Promise<void>; opened: { done: boolean }; text: string }): ReactNode {
  if (!opened.done) throw gate;
  return h('p', { title: `"${text}" & <more>` }, text);
}

function late(gate: Promise<void>, text: string) {
  const opened = { done: false };
  void gate.then(() => {
    opened.done = true;
  });
  return h(Late, { gate, opened, text });
}

function page(id: string, gate: Promise<void>) {
  return h(
    'main',
    { id, className: 'page' },
    h('h1', null, `Shop ${id} <script>alert(1)</script>`),
    h('ul', null, ...Array.from({ length: 300 }, (_, i) => h('li', { key: i, 'data-i': i }, `item ${i} é`))),
    h(Suspense, { fallback: h('span', null, 'loading') }, late(gate, `Mbare Musika — ${id} · Zimbabwe 🇿🇼`)),
  );
}

function opener() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open };
}

async function render(server: Server, node: ReactNode, afterShell?: () => void): Promise<string> {
  const stream = await server.renderToReadableStream(node, { nonce: 'n0nce' });
  afterShell?.();
  return new Response(stream).text();
}

/** The stock renderer's document for one page rendered on its own. */
async function alone(id: string): Promise<string> {
  const { gate, open } = opener();
  return render(stock, page(id, gate), open);
}

describe('streaming render (patched react-dom server)', () => {
  it('the patch is applied by npm install (postinstall: patch-package)', () => {
    expect(readFileSync(PATCHED, 'utf8')).toContain('Musika patch');
  });

  it('writes the same document as the stock renderer, a boundary that resolves after the shell included', async () => {
    const { gate, open } = opener();
    const mine = await render(patched, page('one', gate), open);
    expect(mine).toBe(await alone('one'));
    expect(mine).toContain('Mbare Musika — one · Zimbabwe 🇿🇼');
    expect(mine).toContain('&lt;script&gt;');
  });

  it('keeps two renders apart when their flushes interleave', async () => {
    const gates = [opener(), opener()];
    const both = Promise.all([render(patched, page('first', gates[0].gate)), render(patched, page('second', gates[1].gate))]);
    // The second boundary resolves before the first: each flush belongs to one render only.
    setTimeout(gates[1].open, 5);
    setTimeout(gates[0].open, 15);
    const [first, second] = await both;
    expect(first).toBe(await alone('first'));
    expect(second).toBe(await alone('second'));
  });
});
