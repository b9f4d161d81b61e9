/** The vendor's package and how much of it is used: products and businesses against their limits. */
import type { DashboardFrame } from './access.server';
import * as s from './dashboard-home.css';

const limitOf = (frame: DashboardFrame, name: string) => frame.limits.find((l) => l.name === name)?.value ?? 0;

/** The section's words in the page's language (dashboard-home.tsx's loader); absent, English. */
export interface PackageUsageText {
  title: string;
  products: string;
  businesses: string;
  products_used: string;
  businesses_used: string;
}

function Usage({ label, used, limit, said }: { label: string; used: number; limit: number; said?: string }) {
  const text = said ?? (limit === -1 ? `${used} of unlimited` : `${used} of ${limit}`);
  return (
    <div className={s.tile}>
      <div className={s.meta}>{label}</div>
      <div className={s.figure}>{text}</div>
      {limit !== -1 ? <progress className={s.bar} max={Math.max(limit, 1)} value={Math.min(used, limit)} aria-label={`${label}: ${text}`} /> : null}
    </div>
  );
}

export function PackageUsage({ frame, text }: { frame: DashboardFrame; text?: PackageUsageText }) {
  return (
    <section aria-labelledby="package-title" className={s.section}>
      <h2 id="package-title" className={s.sectionTitle}>
        {text?.title ?? (frame.packageName ? `${frame.packageName} package` : 'No package')}
      </h2>
      <div className={s.tiles}>
        <Usage label={text?.products ?? 'Products'} used={frame.productCount} limit={limitOf(frame, 'products')} said={text?.products_used} />
        <Usage
          label={text?.businesses ?? 'Businesses'}
          used={frame.businessCount}
          limit={limitOf(frame, 'businesses')}
          said={text?.businesses_used}
        />
      </div>
    </section>
  );
}
