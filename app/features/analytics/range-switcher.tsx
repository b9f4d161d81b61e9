/** The range switcher: plain links (?range=…), so it works without JavaScript and each range has an address. */
import { Link } from '@remix-run/react';
import { ANALYTICS_RANGES, RANGE_LABELS, type RestRange } from './range-param';
import * as s from './analytics.css';

export function RangeSwitcher({ current, path }: { current: RestRange; path: string }) {
  return (
    <nav aria-label="Period">
      <ul className={s.ranges}>
        {ANALYTICS_RANGES.map((r) => (
          <li key={r}>
            <Link className={s.rangeLink} to={`${path}?range=${r}`} aria-current={r === current ? 'page' : undefined} preventScrollReset>
              {RANGE_LABELS[r]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
