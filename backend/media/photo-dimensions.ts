/**
 * A photo's width and height as its header declares them, read without decoding (a Worker has no CPU for a
 * decoder). Enough to refuse a "decompression bomb": a file of a few KB that declares a canvas of billions of
 * pixels, which every visitor's phone would then try to allocate.
 * - JPEG: the first SOFn frame header before the image data (SOS).
 * - PNG: the IHDR chunk, which the format requires first.
 * - WebP: the VP8 (lossy) frame header, the VP8L (lossless) header, or the VP8X (extended) canvas size.
 * Returns null when the header holds no size (e.g. a JPEG with no frame): such a file draws nothing.
 */
import type { PhotoType } from '../../schema/rest/media';

export interface Dimensions {
  width: number;
  height: number;
}

const SOS = 0xda;
// SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range but are not frame headers.
const isFrameMarker = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
// Markers that stand alone, without a length: TEM and RST0–RST7.
const isStandalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);

function jpegDimensions(b: Uint8Array): Dimensions | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    // Fill bytes: any number of 0xFF may precede a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (isStandalone(marker)) {
      at += 2;
      continue;
    }
    if (marker === SOS) return null;
    const length = (b[at + 2] << 8) | b[at + 3];
    if (length < 2) return null;
    if (isFrameMarker(marker)) {
      if (at + 9 > b.length) return null;
      return { height: (b[at + 5] << 8) | b[at + 6], width: (b[at + 7] << 8) | b[at + 8] };
    }
    at += 2 + length;
  }
  return null;
}

function pngDimensions(b: Uint8Array): Dimensions | null {
  if (b.length < 24 || String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function webpDimensions(b: Uint8Array): Dimensions | null {
  if (b.length < 30) return null;
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height (2 scale bits above).
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: (b[26] | (b[27] << 8)) & 0x3fff, height: (b[28] | (b[29] << 8)) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: (b[24] | (b[25] << 8) | (b[26] << 16)) + 1, height: (b[27] | (b[28] << 8) | (b[29] << 16)) + 1 };
  }
  return null;
}

export function photoDimensions(bytes: Uint8Array, type: PhotoType): Dimensions | null {
  if (type === 'image/jpeg') return jpegDimensions(bytes);
  if (type === 'image/png') return pngDimensions(bytes);
  return webpDimensions(bytes);
}
