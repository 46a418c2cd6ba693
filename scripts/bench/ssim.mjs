// @ts-check
// Structural similarity (SSIM, Wang et al. 2004) of two greyscale images of one size: 1 means
// identical, and it tracks what a person notices (blur, blocking, lost texture) better than byte or
// pixel differences. The usual constants (K1 0.01, K2 0.03, 8-bit range) over 8 × 8 windows every
// 4 px, averaged (the windowed SSIM of libjpeg-turbo's and many codecs' test tools).

const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;
const WINDOW = 8;
const STEP = 4;

/**
 * @param {Uint8Array} a greyscale pixels, row by row
 * @param {Uint8Array} b the same size
 * @param {number} width
 * @param {number} height
 */
export function ssim(a, b, width, height) {
  if (a.length !== width * height || b.length !== a.length) {
    throw new Error(`ssim: images of ${a.length} and ${b.length} pixels are not ${width} × ${height}`);
  }
  let total = 0;
  let windows = 0;
  const n = WINDOW * WINDOW;
  for (let y = 0; y + WINDOW <= height; y += STEP) {
    for (let x = 0; x + WINDOW <= width; x += STEP) {
      let sa = 0;
      let sb = 0;
      let saa = 0;
      let sbb = 0;
      let sab = 0;
      for (let dy = 0; dy < WINDOW; dy++) {
        const row = (y + dy) * width + x;
        for (let dx = 0; dx < WINDOW; dx++) {
          const pa = /** @type {number} */ (a[row + dx]);
          const pb = /** @type {number} */ (b[row + dx]);
          sa += pa;
          sb += pb;
          saa += pa * pa;
          sbb += pb * pb;
          sab += pa * pb;
        }
      }
      const ma = sa / n;
      const mb = sb / n;
      const va = saa / n - ma * ma;
      const vb = sbb / n - mb * mb;
      const cov = sab / n - ma * mb;
      total += ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2));
      windows++;
    }
  }
  return total / windows;
}
