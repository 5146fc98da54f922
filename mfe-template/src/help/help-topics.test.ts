import fs from 'node:fs';
import path from 'node:path';
import { SCREENSHOT_SIZE } from './help-topics';

// The page gives each screenshot its size (no layout shift while it loads); the files come from
// e2e/help-screenshots/, which takes them at that size. A shot taken otherwise would be stretched.
const folder = path.join(__dirname, 'screenshots');

test.each(fs.readdirSync(folder).filter((file) => file.endsWith('.png')))('%s is a PNG of the size the help page gives it', (file) => {
  const bytes = fs.readFileSync(path.join(folder, file));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  // IHDR: width and height, big-endian, right after the signature and the chunk header.
  expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual(SCREENSHOT_SIZE);
  // Small enough for a phone on a slow network.
  expect(bytes.length).toBeLessThan(80_000);
});
