// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageImages } from '#app/content/images.ts';
import { $, mount, stubIntersection, stubReducedMotion } from '#tests/support/enhance-dom.tsx';
import { widgetMarkup } from '../ui/widget.contract.ts';
import { backgroundVideoMarkup as markup, videoSource } from './background-video.contract.ts';
import { enhanceVideo } from './background-video.enhance.ts';
import { BackgroundVideo } from './background-video.tsx';

const video = () => $<HTMLVideoElement>(`video${widgetMarkup.enhance.is('video')}`);
const sources = () => [...video().querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.type]);

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a background video', () => {
  it('gets its sources only once scrolled to, the smaller webm first, and shows once it plays', () => {
    const screen = stubIntersection();
    stubReducedMotion(false);
    mount(<BackgroundVideo video="river" poster={pageImages.homeHero} fallbackText="A river at dawn" />);
    enhanceVideo(video());
    expect(sources()).toEqual([]);
    screen.show(video());
    expect(sources()).toEqual([
      [videoSource('river', 'webm'), 'video/webm'],
      [videoSource('river', 'mp4'), 'video/mp4'],
    ]);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(markup.playing.read(video())).toBeUndefined();
    video().dispatchEvent(new Event('playing'));
    expect(markup.playing.read(video())).toBe(true);
  });

  it('the first screen’s starts once the page has loaded, painted and gone quiet, without being scrolled to', async () => {
    vi.useFakeTimers();
    stubIntersection();
    stubReducedMotion(false);
    mount(<BackgroundVideo video="hero" poster={pageImages.homeHero} fallbackText="The estate" priority />);
    enhanceVideo(video());
    // No paint timing here: load and paint are taken as done 3 s after load, then 2 s of quiet are waited for.
    await vi.advanceTimersByTimeAsync(3000);
    await vi.advanceTimersByTimeAsync(1900);
    expect(sources()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(sources()).toHaveLength(2);
  });

  it('the first screen’s waits while the page still runs long tasks', async () => {
    vi.useFakeTimers();
    const observers: ((entries: { startTime: number; duration: number }[]) => void)[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(report: (list: { getEntries(): { startTime: number; duration: number }[] }) => void) {
          observers.push((entries) => report({ getEntries: () => entries }));
        }
        observe(options: { type: string }) {
          if (options.type !== 'longtask') throw new TypeError('not observed here');
        }
        disconnect() {}
      },
    );
    stubIntersection();
    stubReducedMotion(false);
    mount(<BackgroundVideo video="hero" poster={pageImages.homeHero} fallbackText="The estate" priority />);
    enhanceVideo(video());
    await vi.advanceTimersByTimeAsync(3000);
    // A task of 300 ms, a second into the quiet wait: the two seconds start again from its end.
    await vi.advanceTimersByTimeAsync(1000);
    const longTask = observers.at(-1)!;
    longTask([{ startTime: performance.now() - 300, duration: 300 }]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(sources()).toEqual([]);
    await vi.advanceTimersByTimeAsync(700);
    expect(sources()).toHaveLength(2);
  });

  it('never loads for a visitor who prefers reduced motion: the poster stays', () => {
    const screen = stubIntersection();
    stubReducedMotion(true);
    mount(<BackgroundVideo video="river" poster={pageImages.homeHero} fallbackText="A river at dawn" />);
    enhanceVideo(video());
    screen.show(video());
    expect(sources()).toEqual([]);
  });

  it('restarts by hand shortly before its end instead of looping', () => {
    stubIntersection();
    stubReducedMotion(false);
    mount(<BackgroundVideo video="river" poster={pageImages.homeHero} fallbackText="A river at dawn" restartWithinMs={300} />);
    expect(video().loop).toBe(false);
    enhanceVideo(video());
    Object.defineProperty(video(), 'duration', { value: 10, configurable: true });
    video().currentTime = 9.5;
    video().dispatchEvent(new Event('timeupdate'));
    expect(video().currentTime).toBe(9.5);
    video().currentTime = 9.8;
    video().dispatchEvent(new Event('timeupdate'));
    expect(video().currentTime).toBe(0);
  });
});
