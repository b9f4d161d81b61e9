/**
 * Loading placeholders for product and category pages (spec §2 overlay 9). Remix keeps the old page until the
 * next one's data has arrived; on a slow connection this shows the shape of the page being opened instead.
 * A lazy chunk (shell-overlays.tsx): pages that never navigate to a product or category never load it.
 * Screen readers hear "Loading the page…" from the progress bar, so this is hidden from them.
 */
import { useLayoutEffect, useState } from 'react';
import type { PlaceholderKind } from './placeholder-routes';
import * as s from './loading-placeholder.css';

// biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder shapes, never reordered and without state.
const lines = (widths: string[]) => widths.map((w, i) => <div key={i} className={s.line} style={{ width: w }} />);

function ProductShape() {
  return (
    <div className={s.productLayout}>
      <div className={s.photo} />
      <div>
        <div className={s.title} />
        {lines(['35%', '50%', '90%', '85%', '70%'])}
      </div>
    </div>
  );
}

function CategoryShape() {
  return (
    <>
      <div className={s.title} />
      {lines(['45%'])}
      <div className={s.grid}>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: eight identical placeholder cards, never reordered.
          <div key={i} className={s.card} />
        ))}
      </div>
    </>
  );
}

export default function LoadingPlaceholder({ kind }: { kind: PlaceholderKind }) {
  // Below the header, wherever the page is scrolled (the header scrolls away: then from the top).
  const [top, setTop] = useState(0);
  useLayoutEffect(() => setTop(Math.max(0, document.getElementById('main')?.getBoundingClientRect().top ?? 0)), []);
  return (
    <div className={s.overlay} style={{ top }} aria-hidden="true" data-testid="loading-placeholder" data-kind={kind}>
      <div className={s.inner}>{kind === 'product' ? <ProductShape /> : <CategoryShape />}</div>
    </div>
  );
}
