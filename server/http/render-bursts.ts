import { Transform } from 'node:stream';

export type BurstStream = Transform & { flush(): void };

/**
 * Where React writes a page. React fills 4 KB buffers and calls `flush()` when a burst of output is
 * complete (the shell, then each boundary that resolves). Passing each 4 KB buffer on made the
 * compression middleware flush after every one (React Router's Express adapter flushes after each
 * chunk it writes): a full zlib flush per 4 KB nearly doubled a gzip page and cost a compression
 * call and a socket write each. Held until React's flush, a burst leaves as one chunk and streaming
 * still happens where React means it to.
 */
export function renderBursts(onEnd: () => void): BurstStream {
  let held: Buffer[] = [];
  const release = (stream: Transform) => {
    if (held.length === 0) return;
    stream.push(held.length === 1 ? held[0] : Buffer.concat(held));
    held = [];
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      held.push(chunk);
      callback();
    },
    flush(callback) {
      release(this);
      onEnd();
      callback();
    },
  });
  return Object.assign(stream, { flush: () => release(stream) });
}
