import { removeAccents } from '@trilha/shared/rules/accents';
import { encodePng } from './png';

type Point = [number, number];
type Stroke = Point[];

/** Points along an elliptical arc; angles in degrees, 0 to the right, 90 downwards. */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Stroke {
  const steps = Math.max(6, Math.ceil(Math.abs(to - from) / 10));
  return Array.from({ length: steps + 1 }, (_, index) => {
    const angle = ((from + ((to - from) * index) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as Point;
  });
}

const join = (...parts: Stroke[]): Stroke => parts.flat();

/** A single-stroke capital alphabet drawn in a unit box (x right, y down); enough for an app's initial. */
const GLYPHS: Record<string, Stroke[]> = {
  A: [
    [
      [0, 1],
      [0.5, 0],
      [1, 1],
    ],
    [
      [0.2, 0.62],
      [0.8, 0.62],
    ],
  ],
  B: [
    [
      [0, 1],
      [0, 0],
    ],
    join([[0, 0]], arc(0.55, 0.25, 0.35, 0.25, -90, 90), [[0, 0.5]]),
    join([[0, 0.5]], arc(0.6, 0.75, 0.4, 0.25, -90, 90), [[0, 1]]),
  ],
  C: [arc(0.5, 0.5, 0.5, 0.5, -40, -320)],
  D: [
    [
      [0, 0],
      [0, 1],
    ],
    join([[0, 0]], arc(0.45, 0.5, 0.55, 0.5, -90, 90), [[0, 1]]),
  ],
  E: [
    [
      [1, 0],
      [0, 0],
      [0, 1],
      [1, 1],
    ],
    [
      [0, 0.5],
      [0.75, 0.5],
    ],
  ],
  F: [
    [
      [1, 0],
      [0, 0],
      [0, 1],
    ],
    [
      [0, 0.5],
      [0.75, 0.5],
    ],
  ],
  G: [join(arc(0.5, 0.5, 0.5, 0.5, -40, -360), [[0.55, 0.5]])],
  H: [
    [
      [0, 0],
      [0, 1],
    ],
    [
      [1, 0],
      [1, 1],
    ],
    [
      [0, 0.5],
      [1, 0.5],
    ],
  ],
  I: [
    [
      [0.5, 0],
      [0.5, 1],
    ],
    [
      [0.2, 0],
      [0.8, 0],
    ],
    [
      [0.2, 1],
      [0.8, 1],
    ],
  ],
  J: [
    join(
      [
        [1, 0],
        [1, 0.65],
      ],
      arc(0.55, 0.65, 0.45, 0.35, 0, 180),
    ),
  ],
  K: [
    [
      [0, 0],
      [0, 1],
    ],
    [
      [1, 0],
      [0, 0.62],
    ],
    [
      [0.32, 0.4],
      [1, 1],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 1],
      [1, 1],
    ],
  ],
  M: [
    [
      [0, 1],
      [0, 0],
      [0.5, 0.6],
      [1, 0],
      [1, 1],
    ],
  ],
  N: [
    [
      [0, 1],
      [0, 0],
      [1, 1],
      [1, 0],
    ],
  ],
  O: [arc(0.5, 0.5, 0.5, 0.5, 0, 360)],
  P: [
    join(
      [
        [0, 1],
        [0, 0],
      ],
      arc(0.55, 0.27, 0.45, 0.27, -90, 90),
      [[0, 0.54]],
    ),
  ],
  Q: [
    arc(0.5, 0.5, 0.5, 0.5, 0, 360),
    [
      [0.62, 0.72],
      [1, 1.05],
    ],
  ],
  R: [
    join(
      [
        [0, 1],
        [0, 0],
      ],
      arc(0.55, 0.27, 0.45, 0.27, -90, 90),
      [[0, 0.54]],
    ),
    [
      [0.45, 0.54],
      [1, 1],
    ],
  ],
  S: [join(arc(0.5, 0.25, 0.45, 0.25, -20, -270), arc(0.5, 0.75, 0.45, 0.25, -90, 160))],
  T: [
    [
      [0, 0],
      [1, 0],
    ],
    [
      [0.5, 0],
      [0.5, 1],
    ],
  ],
  U: [
    join(
      [
        [0, 0],
        [0, 0.6],
      ],
      arc(0.5, 0.6, 0.5, 0.4, 180, 0),
      [[1, 0]],
    ),
  ],
  V: [
    [
      [0, 0],
      [0.5, 1],
      [1, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [0.25, 1],
      [0.5, 0.35],
      [0.75, 1],
      [1, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [1, 1],
    ],
    [
      [1, 0],
      [0, 1],
    ],
  ],
  Y: [
    [
      [0, 0],
      [0.5, 0.5],
      [1, 0],
    ],
    [
      [0.5, 0.5],
      [0.5, 1],
    ],
  ],
  Z: [
    [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ],
  ],
};

/** The capital the icon shows: the first letter of the app's name without its accent, or a circle. */
export function iconLetter(name: string): string {
  const letter = removeAccents(name).trim().charAt(0).toUpperCase();
  return letter in GLYPHS ? letter : 'O';
}

function parseHex(hex: string): [number, number, number] {
  const match = /^#?([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex.trim());
  if (!match) return [59, 59, 59];
  return [
    Number.parseInt(match[1] as string, 16),
    Number.parseInt(match[2] as string, 16),
    Number.parseInt(match[3] as string, 16),
  ];
}

/** White or near-black, whichever reads better on the colour (WCAG relative luminance). */
function readableOn([r, g, b]: [number, number, number]): [number, number, number] {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb > 0.179 ? [17, 17, 17] : [255, 255, 255];
}

function distanceToSegment(px: number, py: number, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

export type AppIconOptions = {
  size: number;
  background: string;
  name: string;
  /** Maskable icons fill the square and keep the letter inside the central safe zone. */
  maskable: boolean;
};

/**
 * The app's home-screen icon as a PNG: its primary colour with the initial of its name in a readable
 * colour. A rounded square for `any`, a full square with a smaller letter for `maskable`.
 */
export function renderAppIcon({ size, background, name, maskable }: AppIconOptions): Buffer {
  const fill = parseHex(background);
  const ink = readableOn(fill);
  const glyphHeight = size * (maskable ? 0.36 : 0.46);
  const glyphWidth = glyphHeight * 0.82;
  const originX = (size - glyphWidth) / 2;
  const originY = (size - glyphHeight) / 2;
  const strokes = (GLYPHS[iconLetter(name)] ?? []).map((stroke) =>
    stroke.map(([x, y]) => [originX + x * glyphWidth, originY + y * glyphHeight] as Point),
  );
  const halfStroke = glyphHeight * 0.085;
  const radius = maskable ? 0 : size * 0.2;
  const pixels = new Uint8Array(size * size * 4);

  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      // Rounded-square coverage (1 inside, 0 outside, a pixel of blending at the edge).
      const qx = Math.max(radius - px, px - (size - radius), 0);
      const qy = Math.max(radius - py, py - (size - radius), 0);
      const shape = radius === 0 ? 1 : Math.max(0, Math.min(1, radius - Math.hypot(qx, qy) + 0.5));
      let nearest = Number.POSITIVE_INFINITY;
      for (const stroke of strokes) {
        for (let index = 1; index < stroke.length; index++) {
          nearest = Math.min(nearest, distanceToSegment(px, py, stroke[index - 1] as Point, stroke[index] as Point));
        }
      }
      const letter = Math.max(0, Math.min(1, halfStroke - nearest + 0.5));
      const offset = (y * size + x) * 4;
      for (let channel = 0; channel < 3; channel++) {
        pixels[offset + channel] = Math.round(
          (fill[channel] as number) * (1 - letter) + (ink[channel] as number) * letter,
        );
      }
      pixels[offset + 3] = Math.round(shape * 255);
    }
  }
  return encodePng(size, size, pixels);
}
