/** The report's period: plain links (?range=…), so it works without JavaScript and each period has an address. */
import { Link } from '@remix-run/react';
import { ADS_REPORT_RANGES, type AdsReportRange } from '../../../schema/rest/ads-manage';
import * as a from '~/features/analytics/analytics.css';
import { RANGE_LABELS } from './labels';

export function AdsRangeSwitcher({ current, path }: { current: AdsReportRange; path: string }) {
  return (
    <nav aria-label="Period">
      <ul className={a.ranges}>
        {ADS_REPORT_RANGES.map((r) => (
          <li key={r}>
            <Link className={a.rangeLink} to={`${path}?range=${r}`} aria-current={r === current ? 'page' : undefined} preventScrollReset>
              {RANGE_LABELS[r]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
