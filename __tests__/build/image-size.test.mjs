import assert from 'node:assert/strict';
import { it } from 'node:test';
import { imageSize } from '../../scripts/image-size.mjs';

it('reads the size of a PNG from its header', () => {
  const png = Buffer.alloc(24);
  png.writeUInt32BE(0x89504e47, 0);
  png.writeUInt32BE(1200, 16);
  png.writeUInt32BE(630, 20);
  assert.deepEqual(imageSize(png), { width: 1200, height: 630 });
});

it('reads the size of a baseline JPEG from its frame header', () => {
  const jpeg = Buffer.from([
    0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0, 0, 0, 0, 0,
  ]);
  assert.deepEqual(imageSize(jpeg), { width: 640, height: 480 });
});

it('answers null for a file it does not understand', () => {
  assert.equal(imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), null);
});
