import { describe, expect, it } from 'vitest';
import { uploadedImageSources } from './uploaded-image.ts';

describe('uploadedImageSources', () => {
  it('offers every width stored with an uploaded image', () => {
    expect(uploadedImageSources('/uploads/event-images/17-dusk-1600.webp')).toEqual({
      src: '/uploads/event-images/17-dusk-1600.webp',
      srcSet:
        '/uploads/event-images/17-dusk-480.webp 480w, /uploads/event-images/17-dusk-960.webp 960w, /uploads/event-images/17-dusk-1600.webp 1600w',
    });
    expect(uploadedImageSources('https://media.example.org/blog-images/5-sun-800.webp').srcSet).toBe(
      'https://media.example.org/blog-images/5-sun-480.webp 480w, https://media.example.org/blog-images/5-sun-800.webp 800w',
    );
    expect(uploadedImageSources('/uploads/class-images/9-tiny-300.webp').srcSet).toBe('/uploads/class-images/9-tiny-300.webp 300w');
  });

  it('leaves any other address as it is', () => {
    expect(uploadedImageSources('/media/img/yoga-960.jpg')).toEqual({ src: '/media/img/yoga-960.jpg' });
  });
});
