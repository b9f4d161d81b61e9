/**
 * An otpauth:// URI as a QR code drawn by the page itself: uqr (0.1.3, pure ESM, no Node or DOM APIs, so it runs
 * in workerd) encodes the modules; we turn the dark ones into one SVG path. No data: image (the CSP's img-src
 * allows the site alone) and no injected markup: the page renders <path d=…> as a React element.
 */
import { encode } from 'uqr';

export interface QrPath {
  /** Modules per side, quiet zone included. */
  size: number;
  d: string;
}

export function qrPath(text: string): QrPath {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size: data.length, d };
}
