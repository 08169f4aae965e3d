import { PassThrough } from 'node:stream';
import { createElement as h, type ReactElement, Suspense, use } from 'react';
import { preload } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderedAtOnce } from './render-at-once.ts';

/** What entry.server.tsx's streaming render sends for the same page. */
function streamed(page: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const chunks: Buffer[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.on('end', () => resolve(Buffer.concat(chunks).toString()));
    const { pipe } = renderToPipeableStream(page, { onAllReady: () => pipe(body), onShellError: reject });
  });
}

function Hero() {
  preload('/media/img/hero-1600.webp', { as: 'image', fetchPriority: 'high' });
  return h('img', { src: '/media/img/hero-1600.webp', alt: '', fetchPriority: 'high' });
}

const document = (body: ReactElement) =>
  h(
    'html',
    { lang: 'en-IN' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('link', { rel: 'stylesheet', href: '/app.css', precedence: 'default' }),
      h('title', null, 'Home'),
    ),
    h('body', null, body),
  );

describe('renderedAtOnce', () => {
  it('gives the streaming render’s bytes for a page that waits for nothing', async () => {
    const page = document(
      h(
        'main',
        null,
        h(Hero),
        h('p', null, 'Stay. Heal. ', '<Rejuvenate> & "celebrate"'),
        h(Suspense, { fallback: 'wait' }, h('p', null, 'ready')),
      ),
    );
    const html = renderedAtOnce(page);
    expect(html).toBe(await streamed(page));
    expect(html).toMatch(/^<!DOCTYPE html><html/);
  });

  it('leaves a page with a Suspense boundary that waits to the streaming render', () => {
    const never = new Promise<string>(() => {});
    const Waiting = () => h('p', null, use(never));
    expect(renderedAtOnce(document(h(Suspense, { fallback: 'Loading' }, h(Waiting))))).toBeNull();
  });

  it('leaves a page whose shell fails to the streaming render, which reports it', () => {
    const Broken = () => {
      throw new Error('broken');
    };
    expect(renderedAtOnce(document(h(Broken)))).toBeNull();
  });
});
