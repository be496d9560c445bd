import { deflateSync } from 'node:zlib';
import { pngChunk } from '../src/lib/picture-metadata';

/**
 * Real pictures with what a phone writes beside them: EXIF with a camera serial, a GPS position and the
 * orientation 6 (turned a quarter), XMP, a comment; built here, so every byte a test looks for is known.
 */
export const SECRETS = ['SERIAL-0042', 'GPS-7.7956S', 'xmpmeta', 'komentar rahasia'];
export const ORIENTATION = 6;

/** A TIFF structure (an EXIF body), little-endian: Make with the serial, the orientation, a GPS directory. */
function exifTiff(): Buffer {
  const tiff = Buffer.alloc(104);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(3, 8);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  entry(10, 0x010f, 2, 12, 60); // Make (ASCII), at 60
  entry(22, 0x0112, 3, 1, ORIENTATION);
  entry(34, 0x8825, 4, 1, 74); // the GPS directory, at 74
  tiff.write('SERIAL-0042\0', 60, 'latin1');
  tiff.writeUInt16LE(1, 74);
  tiff.writeUInt16LE(0x001b, 76); // GPSProcessingMethod (UNDEFINED), at 92
  tiff.writeUInt16LE(7, 78);
  tiff.writeUInt32LE(11, 80);
  tiff.writeUInt32LE(92, 84);
  tiff.write('GPS-7.7956S', 92, 'latin1');
  return tiff;
}

function jpegSegment(marker: number, body: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>';

/** What draws an 8×8 grey JPEG: quantisation, frame, one-code Huffman tables, a scan of DC 0 and end-of-block. */
export const JPEG_PICTURE = [
  jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
  jpegSegment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])),
  jpegSegment(0xc4, Buffer.from([0x00, 1, ...Array<number>(15).fill(0), 0])),
  jpegSegment(0xc4, Buffer.from([0x10, 1, ...Array<number>(15).fill(0), 0])),
  jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
  Buffer.from([0x3f, 0xff, 0xd9]),
];

export const PHOTO_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8]),
  jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
  jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiff()])),
  jpegSegment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0${XMP}`, 'latin1')),
  jpegSegment(0xed, Buffer.from('Photoshop 3.0\0 IPTC', 'latin1')),
  jpegSegment(0xfe, Buffer.from('komentar rahasia', 'latin1')),
  ...JPEG_PICTURE,
  // A phone's second picture after the end (MPF), with its own EXIF.
  Buffer.from([0xff, 0xd8]),
  jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiff()])),
]);

/** One green pixel. */
export const PNG_PICTURE = {
  header: pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
  pixels: pngChunk('IDAT', deflateSync(Buffer.from([0, 0, 166, 63]))),
  end: pngChunk('IEND', Buffer.alloc(0)),
};

export const PICTURE_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  PNG_PICTURE.header,
  PNG_PICTURE.pixels,
  PNG_PICTURE.end,
]);
export const PICTURE_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8]), ...JPEG_PICTURE]);

export const PHOTO_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  PNG_PICTURE.header,
  pngChunk('eXIf', exifTiff()),
  pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${XMP}`, 'latin1')),
  pngChunk('tEXt', Buffer.from('Comment\0komentar rahasia', 'latin1')),
  pngChunk('tIME', Buffer.from([7, 234, 11, 27, 5, 0, 0])),
  PNG_PICTURE.pixels,
  PNG_PICTURE.end,
]);
