/**
 * Bar geometry for the server-rendered charts (pure, unit-tested): one bar per bucket in a 0–100 coordinate
 * box, scaled to the largest value, with a visible sliver for non-zero values so a small day is not lost.
 */
export interface Bar {
  x: number;
  width: number;
  y: number;
  height: number;
}

export const CHART_WIDTH = 100;
export const CHART_HEIGHT = 100;
const GAP_SHARE = 0.2;
const MIN_VISIBLE = 1.5;

export function bars(values: number[]): Bar[] {
  const max = Math.max(0, ...values);
  const slot = values.length ? CHART_WIDTH / values.length : 0;
  const width = slot * (1 - GAP_SHARE);
  return values.map((v, i) => {
    const height = max > 0 && v > 0 ? Math.max(MIN_VISIBLE, (v / max) * CHART_HEIGHT) : 0;
    return { x: i * slot + (slot - width) / 2, width, y: CHART_HEIGHT - height, height };
  });
}
