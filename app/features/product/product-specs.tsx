/** The facts that matter for each kind of product, as a definition list (named on the server: product-page-text.server.ts). */
import type { SpecRow } from './product-page-text.server';
import * as s from './product-page.css';

export function ProductSpecs({ specs }: { specs: SpecRow[] }) {
  return (
    <dl className={s.specs}>
      {specs.map(([term, value, theirs]) => (
        <div key={term} className={s.specRow} translate={theirs === 1 ? 'no' : undefined}>
          <dt className={s.specTerm}>{term}</dt>
          <dd className={s.specValue} translate={theirs === 2 ? 'no' : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
