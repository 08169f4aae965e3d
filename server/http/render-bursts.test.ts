import { describe, expect, it } from 'vitest';
import { renderBursts } from './render-bursts.ts';

function collect(stream: NodeJS.ReadableStream): Buffer[] {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return chunks;
}

describe('renderBursts', () => {
  it('passes on what was written between two flushes as one chunk', async () => {
    const stream = renderBursts(() => {});
    const chunks = collect(stream);
    stream.write(Buffer.from('<html>'));
    stream.write(Buffer.from('<body>'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toHaveLength(0);
    stream.flush();
    stream.write(Buffer.from('late'));
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks.map(String)).toEqual(['<html><body>', 'late']);
  });

  it('passes on what is left at the end, then says it ended', async () => {
    let ended = 0;
    const stream = renderBursts(() => (ended += 1));
    const chunks = collect(stream);
    const finished = new Promise((resolve) => stream.on('end', resolve));
    stream.write(Buffer.from('a'));
    stream.end(Buffer.from('b'));
    await finished;
    expect(Buffer.concat(chunks).toString()).toBe('ab');
    expect(ended).toBe(1);
  });
});
