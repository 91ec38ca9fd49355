import { AVATAR_SIZE_PX } from '@trilha/shared/constants';

export type PixelArea = { x: number; y: number; width: number; height: number };

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be read'));
    image.src = src;
  });
}

/** The chosen square of the image as a 250x250 JPEG (spec document 1, section 5). */
export async function cropToJpeg(src: string, area: PixelArea, size = AVATAR_SIZE_PX): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', 0.9),
  );
}

/** `thumb_<timestamp>.jpg`, the photo's file name. */
export function thumbFileName(now = Date.now()): string {
  return `thumb_${now}.jpg`;
}
