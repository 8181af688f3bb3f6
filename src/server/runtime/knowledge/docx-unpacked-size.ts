import { inflateRawSync } from 'node:zlib';

/** Whether a .docx's parts unpack within the cap, beyond it, or not as a zip at all. */
export type DocxUnpacking = 'within' | 'tooLarge' | 'unreadable';

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const STORED = 0;
const DEFLATED = 8;
/** A 32-bit field set to this says the real value is in the zip64 records. */
const IN_ZIP64 = 0xffffffff;

function findEndOfDirectory(zip: Buffer) {
  // The record is 22 bytes, followed by a comment of at most 65,535.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/** Where the central directory starts and how many entries it lists (zip64 when marked so). */
function directoryOf(zip: Buffer, end: number) {
  const entries = zip.readUInt16LE(end + 10);
  const offset = zip.readUInt32LE(end + 16);
  if (entries !== 0xffff && offset !== IN_ZIP64) return { entries, offset };
  const locator = end - 20;
  if (locator < 0 || zip.readUInt32LE(locator) !== ZIP64_END_LOCATOR) return undefined;
  const record = Number(zip.readBigUInt64LE(locator + 8));
  if (record + 56 > zip.length || zip.readUInt32LE(record) !== ZIP64_END_OF_DIRECTORY) {
    return undefined;
  }
  return {
    entries: Number(zip.readBigUInt64LE(record + 32)),
    offset: Number(zip.readBigUInt64LE(record + 48)),
  };
}

/** An entry's packed size and local header offset, read from its zip64 field when marked so. */
function sizesOf(zip: Buffer, at: number, extraAt: number, extraEnd: number) {
  let packed = zip.readUInt32LE(at + 20);
  const unpacked = zip.readUInt32LE(at + 24);
  let local = zip.readUInt32LE(at + 42);
  if (packed !== IN_ZIP64 && local !== IN_ZIP64) return { packed, local };
  for (let field = extraAt; field + 4 <= extraEnd;) {
    const id = zip.readUInt16LE(field);
    const length = zip.readUInt16LE(field + 2);
    if (id === ZIP64_EXTRA) {
      // The field holds, in order, only the values marked in the directory entry.
      let value = field + 4;
      const next = () => {
        const read = value + 8 <= field + 4 + length ? Number(zip.readBigUInt64LE(value)) : NaN;
        value += 8;
        return read;
      };
      if (unpacked === IN_ZIP64) next();
      if (packed === IN_ZIP64) packed = next();
      if (local === IN_ZIP64) local = next();
      return Number.isNaN(packed) || Number.isNaN(local) ? undefined : { packed, local };
    }
    field += 4 + length;
  }
  return undefined;
}

const tooLarge = (err: unknown) =>
  err instanceof RangeError && (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';

/**
 * Inflates every part of the zip and counts what really comes out, stopping as soon as it
 * passes `maxBytes`. The sizes a zip declares are written by whoever made it, so none is
 * trusted: a few hundred kilobytes of deflated markup can declare anything and unpack to
 * gigabytes, which the Word reader would then hold as a document tree.
 */
export function docxUnpacksWithin(bytes: Uint8Array, maxBytes: number): DocxUnpacking {
  try {
    return unpack(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), maxBytes);
  } catch {
    // A record that points past the end of the file.
    return 'unreadable';
  }
}

function unpack(zip: Buffer, maxBytes: number): DocxUnpacking {
  if (zip.length < 22) return 'unreadable';
  const end = findEndOfDirectory(zip);
  const directory = end < 0 ? undefined : directoryOf(zip, end);
  if (!directory) return 'unreadable';
  let left = maxBytes;
  let at = directory.offset;
  for (let entry = 0; entry < directory.entries; entry++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return 'unreadable';
    const method = zip.readUInt16LE(at + 10);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const extraAt = at + 46 + nameLength;
    const sizes = sizesOf(zip, at, extraAt, extraAt + extraLength);
    at = extraAt + extraLength + commentLength;
    if (!sizes) return 'unreadable';
    const { packed, local } = sizes;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) return 'unreadable';
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + packed);
    if (method === STORED) {
      left -= data.length;
    } else if (method === DEFLATED) {
      try {
        left -= inflateRawSync(data, { maxOutputLength: Math.max(left, 0) + 1 }).length;
      } catch (err) {
        return tooLarge(err) ? 'tooLarge' : 'unreadable';
      }
    } else {
      return 'unreadable';
    }
    if (left < 0) return 'tooLarge';
  }
  return 'within';
}
