#!/usr/bin/env node
// Writes the card format variants (`name-format-<format>.jpg`, spec 3, 9) of the demo's photos and video
// frames in <folder> (as scripts/make-demo-media.sh and make-learning-media.sh write them), cropped to each
// format's shape from the centre, with the Chromium the journeys use (CHROMIUM_PATH, /usr/bin/chromium by
// default). The demo packs keep copies beside their images in packs/<company>/media, committed.
//   node scripts/make-image-variants.mjs <folder>
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const MEDIA = process.argv[2];
if (!MEDIA) throw new Error('uso: node scripts/make-image-variants.mjs <pasta>');

/** The images that appear on cards; each gets every variant below. */
const IMAGES = [
  'treinamento-acme.jpg',
  'seguranca-globex.jpg',
  'learning/parte-1-equipamentos.jpg',
  'learning/parte-2-rotas.jpg',
];

/** Sizes of the variants (spec 3, 9). */
const FORMATS = {
  portrait: [600, 900],
  'landscape-large': [1600, 600],
  'landscape-middle': [1200, 600],
  'landscape-small': [900, 600],
  'landscape-xsmall': [600, 400],
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
for (const name of IMAGES) {
  const source = `data:image/jpeg;base64,${readFileSync(join(MEDIA, name)).toString('base64')}`;
  for (const [format, [width, height]] of Object.entries(FORMATS)) {
    const dataUrl = await page.evaluate(
      async ({ source, width, height }) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        // Cover: the largest centred part of the frame with the format's shape.
        const scale = Math.max(width / image.naturalWidth, height / image.naturalHeight);
        const cropWidth = width / scale;
        const cropHeight = height / scale;
        const context = canvas.getContext('2d');
        context.imageSmoothingQuality = 'high';
        context.drawImage(
          image,
          (image.naturalWidth - cropWidth) / 2,
          (image.naturalHeight - cropHeight) / 2,
          cropWidth,
          cropHeight,
          0,
          0,
          width,
          height,
        );
        return canvas.toDataURL('image/jpeg', 0.82);
      },
      { source, width, height },
    );
    const target = join(MEDIA, name.replace(/\.jpg$/, `-format-${format}.jpg`));
    writeFileSync(target, Buffer.from(dataUrl.split(',')[1], 'base64'));
    console.log(target);
  }
}
await browser.close();
