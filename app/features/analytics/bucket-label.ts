/** Chart and table labels for a series bucket: a Harare day ('2026-11-23' → '23 Nov') or month ('Nov 2026'). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function bucketLabel(bucket: string): string {
  const [year, month, day] = bucket.split('-').map(Number);
  const name = MONTHS[(month ?? 1) - 1] ?? '';
  return day ? `${day} ${name}` : `${name} ${year}`;
}

/** The range as a sentence: '24 Oct – 23 Nov 2026'. */
export function rangeLabel(from: string, to: string): string {
  return `${bucketLabel(from)} – ${bucketLabel(to)} ${to.slice(0, 4)}`;
}
