import { describe, expect, it, vi } from 'vitest';
import { photoWeight } from './photo-weights';

const KEY = 'u7/0f8e1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b.jpg';

function sources(files: Record<string, number>, uploads: Record<string, number>) {
  return {
    origin: 'https://musika.test',
    assets: {
      fetch: vi.fn(async (request: Request) => {
        const size = files[new URL(request.url).pathname];
        return size ? new Response(new Uint8Array(size)) : new Response('not found', { status: 404 });
      }),
    },
    media: { head: vi.fn(async (key: string) => (uploads[key] ? ({ size: uploads[key] } as R2Object) : null)) },
  };
}

describe('photo weights', () => {
  it('reads a static photo’s bytes from the assets, ignoring the width parameter, and asks once', async () => {
    const s = sources({ '/images/a.svg': 1500 }, {});
    expect(await photoWeight('/images/a.svg?w=425', s)).toBe(1500);
    expect(await photoWeight('/images/a.svg?w=768', s)).toBe(1500);
    expect(s.assets.fetch).toHaveBeenCalledTimes(1);
  });

  it('reads an upload’s size from R2 without its body', async () => {
    const s = sources({}, { [KEY]: 38_000 });
    expect(await photoWeight(`/wp-json/ezw/v1/media/file/${KEY}?w=425`, s)).toBe(38_000);
    expect(s.media.head).toHaveBeenCalledWith(KEY);
  });

  it('does not guess: another host’s photo, a missing file or a malformed key is unknown', async () => {
    const s = sources({}, {});
    expect(await photoWeight('https://cdn.example.com/a.jpg', s)).toBeNull();
    expect(await photoWeight('//cdn.example.com/a.jpg', s)).toBeNull();
    expect(await photoWeight('/images/missing.svg', s)).toBeNull();
    expect(await photoWeight('/wp-json/ezw/v1/media/file/../secret', s)).toBeNull();
    expect(s.media.head).not.toHaveBeenCalled();
  });

  it('asks again after a failed look-up', async () => {
    const s = sources({}, {});
    s.media.head.mockRejectedValueOnce(new Error('unreachable'));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const key = KEY.replace('u7', 'u8');
    expect(await photoWeight(`/wp-json/ezw/v1/media/file/${key}`, s)).toBeNull();
    s.media.head.mockResolvedValueOnce({ size: 900 } as R2Object);
    expect(await photoWeight(`/wp-json/ezw/v1/media/file/${key}`, s)).toBe(900);
    spy.mockRestore();
  });
});
