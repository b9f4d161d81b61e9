/**
 * The dashboard loading placeholder (spec §2 overlay 9): grey blocks in the shape of a dashboard page while the
 * next one's data is on its way over a slow connection, so the vendor sees at once that the tap worked.
 */
import * as s from './dashboard-loading.css';

export function DashboardLoading({ label = 'Loading the page…' }: { label?: string }) {
  return (
    <div className={s.placeholder} role="status" aria-label={label}>
      <div className={s.title} />
      <div className={s.tiles}>
        <div className={s.tile} />
        <div className={s.tile} />
        <div className={s.tile} />
      </div>
      <div className={s.line} />
      <div className={s.line} />
      <div className={s.lineShort} />
    </div>
  );
}
