/** A QR code from qr-path.server.ts: black modules on white, crisp at any size. */
import type { QrPath } from './qr-path.server';

export function QrCode({ qr, label, className }: { qr: QrPath; label: string; className?: string }) {
  return (
    <svg className={className} viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  );
}
