import { JPEG_PICTURE, ORIENTATION, PHOTO_JPEG, PHOTO_PNG, PNG_PICTURE, SECRETS } from '../../test/pictures';
import { pngChunk, withoutMetadata } from './picture-metadata';

/** The orientation of a cleaned picture: the one-entry EXIF block it carries (big-endian, the value at 18). */
function orientationIn(picture: Buffer): number | null {
  const exif = picture.indexOf('MM\0*', 0, 'latin1');
  return exif === -1 ? null : picture.readUInt16BE(exif + 18);
}

describe('pngChunk', () => {
  it('writes the length, the type, the body and their CRC: every PNG ends with the same IEND chunk', () => {
    expect(pngChunk('IEND', Buffer.alloc(0)).toString('hex')).toBe('0000000049454e44ae426082');
  });
});

describe('withoutMetadata', () => {
  it.each([
    ['jpeg', PHOTO_JPEG],
    ['png', PHOTO_PNG],
  ] as const)('drops the serial, the GPS position, XMP and comments of a %s, keeping its orientation', (kind, photo) => {
    for (const secret of SECRETS) expect(photo.includes(secret)).toBe(true);
    const clean = withoutMetadata(kind, photo) as Buffer;
    for (const secret of SECRETS) expect(clean.includes(secret)).toBe(false);
    expect(orientationIn(clean)).toBe(ORIENTATION);
  });

  it('copies the pixels byte for byte and nothing after the end', () => {
    const jpeg = withoutMetadata('jpeg', PHOTO_JPEG) as Buffer;
    expect(jpeg.subarray(-Buffer.concat(JPEG_PICTURE).length).equals(Buffer.concat(JPEG_PICTURE))).toBe(true);
    expect(jpeg.indexOf(Buffer.from('JFIF\0', 'latin1'))).toBeGreaterThan(0);
    const png = withoutMetadata('png', PHOTO_PNG) as Buffer;
    expect(png.includes(PNG_PICTURE.pixels)).toBe(true);
    expect(png.subarray(-PNG_PICTURE.end.length).equals(PNG_PICTURE.end)).toBe(true);
  });

  it('adds no EXIF to a picture that is upright as stored', () => {
    const plain = Buffer.concat([Buffer.from([0xff, 0xd8]), ...JPEG_PICTURE]);
    expect(withoutMetadata('jpeg', plain)).toEqual(plain);
  });

  it('refuses a cut or made-up picture rather than store it as it came', () => {
    expect(withoutMetadata('jpeg', PHOTO_JPEG.subarray(0, 60))).toBeNull();
    expect(withoutMetadata('png', PHOTO_PNG.subarray(0, PHOTO_PNG.length - 12))).toBeNull();
    expect(withoutMetadata('jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]))).toBeNull();
    expect(withoutMetadata('png', Buffer.concat([PHOTO_PNG.subarray(0, 8), Buffer.alloc(64, 1)]))).toBeNull();
  });
});
