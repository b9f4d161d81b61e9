/** The range switcher: plain links (?range=…), so it works without JavaScript and each range has an address. */
import { Link } from '@remix-run/react';
import type { AnalyticsText } from './analytics-text';
import { RANGE_KEY } from './analytics-text';
import { ANALYTICS_RANGES, type RestRange } from './range-param';
import * as s from './analytics.css';

export function RangeSwitcher({ current, path, text }: { current: RestRange; path: string; text: AnalyticsText }) {
  return (
    <nav aria-label={text.m['analytics.period']}>
      <ul className={s.ranges}>
        {ANALYTICS_RANGES.map((r) => (
          <li key={r}>
            <Link className={s.rangeLink} to={`${path}?range=${r}`} aria-current={r === current ? 'page' : undefined} preventScrollReset>
              {text.m[RANGE_KEY[r]]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
