import { describe, expect, it } from 'vitest';
import { maxRating, testimonialImageDir, testimonials } from './testimonials.ts';

describe('testimonials', () => {
  it('has ten entries, all rated 5', () => {
    expect(testimonials).toHaveLength(10);
    expect(maxRating).toBe(5);
    for (const testimonial of testimonials) expect(testimonial.rating).toBe(5);
  });

  it('serves every photo from the product itself, one per person', () => {
    for (const { image, slug } of testimonials) {
      expect(image).toBe(`${testimonialImageDir}/${slug}.svg`);
      expect(image).toMatch(/^\/generated\/testimonials\/[a-z0-9-]+\.svg$/);
    }
    expect(new Set(testimonials.map((t) => t.slug)).size).toBe(testimonials.length);
  });

  it('gives each a quote, a name and a "title, company" role', () => {
    for (const { content, name, role } of testimonials) {
      expect(content.length).toBeGreaterThan(40);
      expect(name).toMatch(/^\S+ \S+/);
      expect(role).toMatch(/^[^,]+, [^,]+$/);
    }
  });
});
