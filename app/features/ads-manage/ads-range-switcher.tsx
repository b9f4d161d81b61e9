/** The report's period: plain links (?range=…), so it works without JavaScript and each period has an address. */
import { Link } from '@remix-run/react';
import { ADS_REPORT_RANGES, type AdsReportRange } from '../../../schema/rest/ads-manage';
import * as a from '~/features/analytics/analytics.css';
import type { RangeText } from './ads-text';

export function AdsRangeSwitcher({ current, path, text }: { current: AdsReportRange; path: string; text: RangeText }) {
  return (
    <nav aria-label={text.label}>
      <ul className={a.ranges}>
        {ADS_REPORT_RANGES.map((r) => (
          <li key={r}>
            <Link className={a.rangeLink} to={`${path}?range=${r}`} aria-current={r === current ? 'page' : undefined} preventScrollReset>
              {text.ranges[r]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
