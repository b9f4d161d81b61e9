import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('means the embedded backend when EZW_API_BASE is unset or empty', () => {
    expect(loadConfig({}).EZW_API_BASE).toBeUndefined();
    expect(loadConfig({ EZW_API_BASE: '' }).EZW_API_BASE).toBeUndefined();
  });

  it('accepts a remote API origin and trims a trailing slash', () => {
    expect(loadConfig({ EZW_API_BASE: 'https://api.example.co.zw/' }).EZW_API_BASE).toBe('https://api.example.co.zw');
  });

  it('accepts an https map tile template and refuses anything else', () => {
    expect(loadConfig({ MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe('https://tile.example.org/{z}/{x}/{y}.png');
    expect(() => loadConfig({ MAP_TILE_URL: 'http://tile.example.org/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('fails with a message that names the bad variable', () => {
    expect(() => loadConfig({ EZW_API_BASE: 'ftp://nope' })).toThrow(ConfigError);
    expect(() => loadConfig({ EZW_API_BASE: 'not a url' })).toThrow(/EZW_API_BASE/);
  });
});
