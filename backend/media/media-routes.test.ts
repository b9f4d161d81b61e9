/** Reading an upload's body with a cap: whole when small enough, refused (and the stream cancelled) when not. */
import { describe, expect, it } from 'vitest';
import { readAtMost } from '../read-at-most';

function streamOf(chunks: Uint8Array[]) {
  let cancelled = false;
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled < chunks.length) controller.enqueue(chunks[pulled++]);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled, pulled: () => pulled };
}

describe('readAtMost', () => {
  it('joins the chunks of a body within the limit', async () => {
    const { stream } = streamOf([new Uint8Array([1, 2]), new Uint8Array([3]), new Uint8Array([4, 5])]);
    expect(await readAtMost(stream, 5)).toEqual(new Uint8Array([1, 2, 3, 4, 5]));
  });

  it('answers null as soon as the body passes the limit, and stops reading', async () => {
    const big = new Uint8Array(4);
    const body = streamOf([big, big, big, big, big]);
    expect(await readAtMost(body.stream, 6)).toBeNull();
    expect(body.pulled()).toBeLessThan(5);
    expect(body.cancelled()).toBe(true);
  });

  it('takes a body of exactly the limit', async () => {
    const { stream } = streamOf([new Uint8Array(3), new Uint8Array(3)]);
    expect((await readAtMost(stream, 6))?.byteLength).toBe(6);
  });

  it('answers an empty array for no body', async () => {
    expect(await readAtMost(null, 10)).toEqual(new Uint8Array(0));
  });
});
