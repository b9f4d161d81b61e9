/**
 * Photos are public, and a phone's camera writes where it was taken (GPS) and more into the file. Before a
 * photo is stored this drops that metadata:
 * - JPEG: every APP1 (Exif, XMP) and APP13 (IPTC) segment. The one thing worth keeping from Exif is the
 *   orientation — without it a portrait photo shows sideways — so a minimal Exif holding only that is put back.
 * - PNG: the eXIf chunk and text chunks (tEXt, zTXt, iTXt); chunks are self-contained, so dropping them is safe.
 * - WebP is stored as it is (phones rarely produce it; its metadata lives in a RIFF container whose flags
 *   would need rewriting).
 * Returns null for a JPEG or PNG whose structure cannot be walked: such a file is refused, not stored as is.
 */

import type { PhotoType } from '../../schema/rest/media';

const APP1 = 0xe1;
const APP13 = 0xed;
const SOS = 0xda;
const ORIENTATION_TAG = 0x0112;

/** Orientation (1–8) from an Exif APP1 payload (after the length), or null. */
export function exifOrientation(payload: Uint8Array): number | null {
  const ascii = String.fromCharCode(...payload.subarray(0, 6));
  if (ascii !== 'Exif\0\0' || payload.length < 14) return null;
  const tiff = new DataView(payload.buffer, payload.byteOffset + 6, payload.byteLength - 6);
  const little = tiff.getUint16(0) === 0x4949;
  const ifd0 = tiff.getUint32(4, little);
  if (ifd0 + 2 > tiff.byteLength) return null;
  const entries = tiff.getUint16(ifd0, little);
  for (let i = 0; i < entries; i++) {
    const at = ifd0 + 2 + i * 12;
    if (at + 12 > tiff.byteLength) return null;
    if (tiff.getUint16(at, little) === ORIENTATION_TAG) {
      const value = tiff.getUint16(at + 8, little);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment (marker included) whose Exif holds only the orientation, big-endian. */
export function orientationSegment(orientation: number): Uint8Array {
  const payload = [
    ...[0x45, 0x78, 0x69, 0x66, 0, 0], // "Exif\0\0"
    ...[0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8], // "MM", 42, IFD0 at 8
    ...[0, 1], // one entry
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // Orientation, SHORT, 1, value
    ...[0, 0, 0, 0], // no next IFD
  ];
  const length = payload.length + 2;
  return Uint8Array.from([0xff, APP1, length >> 8, length & 0xff, ...payload]);
}

function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let at = 2;
  for (;;) {
    if (at + 4 > bytes.length || bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    // Image data starts here: everything after SOS is kept as it is.
    if (marker === SOS) {
      kept.push(bytes.subarray(at));
      break;
    }
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    if (length < 2 || at + 2 + length > bytes.length) return null;
    const segment = bytes.subarray(at, at + 2 + length);
    if (marker === APP1) orientation ??= exifOrientation(segment.subarray(4));
    else if (marker !== APP13) kept.push(segment);
    at += 2 + length;
  }
  // After SOI and a JFIF APP0 when there is one, where readers look for Exif.
  if (orientation !== null && orientation !== 1) {
    const afterApp0 = kept[1]?.[1] === 0xe0 ? 2 : 1;
    kept.splice(afterApp0, 0, orientationSegment(orientation));
  }
  return concat(kept);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);

function stripPng(bytes: Uint8Array): Uint8Array | null {
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) return null;
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  return concat(kept);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

export function stripPhotoMetadata(bytes: Uint8Array, type: PhotoType): Uint8Array | null {
  if (type === 'image/jpeg') return stripJpeg(bytes);
  if (type === 'image/png') return stripPng(bytes);
  return bytes;
}
