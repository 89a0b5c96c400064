// The upload the responsive-image test and the web bench send, made here rather than kept as a file.
import sharp from 'sharp';

/** 2400 × 1600 of blurred noise: a JPEG about as large, and as hard to compress, as a phone photo. */
export function photoSizedJpeg() {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
}
