/** The vendor's package and how much of it is used: products and businesses against their limits. */
import type { DashboardFrame } from './access.server';
import * as s from './dashboard-home.css';

const limitOf = (frame: DashboardFrame, name: string) => frame.limits.find((l) => l.name === name)?.value ?? 0;

function Usage({ label, used, limit }: { label: string; used: number; limit: number }) {
  const text = limit === -1 ? `${used} of unlimited` : `${used} of ${limit}`;
  return (
    <div className={s.tile}>
      <div className={s.meta}>{label}</div>
      <div className={s.figure}>{text}</div>
      {limit !== -1 ? <progress className={s.bar} max={Math.max(limit, 1)} value={Math.min(used, limit)} aria-label={`${label}: ${text}`} /> : null}
    </div>
  );
}

export function PackageUsage({ frame }: { frame: DashboardFrame }) {
  return (
    <section aria-labelledby="package-title" className={s.section}>
      <h2 id="package-title" className={s.sectionTitle}>
        {frame.packageName ? `${frame.packageName} package` : 'No package'}
      </h2>
      <div className={s.tiles}>
        <Usage label="Products" used={frame.productCount} limit={limitOf(frame, 'products')} />
        <Usage label="Businesses" used={frame.businessCount} limit={limitOf(frame, 'businesses')} />
      </div>
    </section>
  );
}
