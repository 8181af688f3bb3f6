/**
 * Writes one portrait per testimonial into `public/generated/testimonials/<slug>.svg`, so the
 * landing page's photos are served by the product itself. The same slug always gives the same
 * face, so the output is stable from build to build. `public/generated` is not versioned.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { personas } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import { testimonialImagePath, testimonials } from '../src/shared/landing/testimonials.ts';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');

// Soft pastels that keep the portraits calm next to the cards' text.
const backgroundColors = ['d6e4ff', 'c9f2ec', 'fde2cf', 'e6dcff', 'fff1c2'];

export async function generateAvatars() {
  await Promise.all(
    testimonials.map(async ({ slug }, index) => {
      const svg = createAvatar(personas, {
        seed: slug,
        size: 128,
        backgroundColor: [backgroundColors[index % backgroundColors.length] ?? 'd6e4ff'],
      }).toString();
      const file = path.join(publicDir, testimonialImagePath(slug));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, svg);
    }),
  );
  return testimonials.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = await generateAvatars();
  console.log(`Generated ${count} testimonial portraits in public${path.sep}generated`);
}
