import { describe, expect, it } from 'vitest';
import { isPublicPhotoAddress } from './photo-address';

describe('isPublicPhotoAddress', () => {
  it('allows public https hosts on the standard port', () => {
    for (const a of [
      'https://evil.example/track.gif?u=1',
      'https://cdn.shop.co.zw/a.jpg',
      'https://8.8.8.8/a.png',
      'https://[2606:4700::1111]/a.png',
      'https://photos.example:443/a.png',
    ]) {
      expect(isPublicPhotoAddress(a), a).toBe(true);
    }
  });

  it('refuses loopback, private, link-local, reserved and local names, however spelt', () => {
    const refused = [
      'http://photos.example/a.png',
      'https://photos.example:8443/a.png',
      'https://user:pw@photos.example/a.png',
      'https://127.0.0.1/',
      'https://127.1/',
      'https://0x7f.0.0.1/',
      'https://2130706433/',
      'https://0.0.0.0/',
      'https://10.1.2.3/',
      'https://172.16.0.1/',
      'https://172.31.255.255/',
      'https://192.168.0.1/',
      'https://100.64.0.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://224.0.0.1/',
      'https://255.255.255.255/',
      'https://[::1]/',
      'https://[::]/',
      'https://[fe80::1]/',
      'https://[fd00::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[2001:db8::1]/',
      'https://[2002:7f00:1::]/',
      'https://localhost/',
      'https://localhost./',
      'https://app.localhost/',
      'https://printer.local/',
      'https://metadata.google.internal/',
      'https://intranet/',
      'not a url',
    ];
    for (const a of refused) expect(isPublicPhotoAddress(a), a).toBe(false);
    expect(isPublicPhotoAddress('https://172.32.0.1/')).toBe(true);
  });
});
