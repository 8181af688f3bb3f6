import type { AttachmentExtension } from '@shared/support.ts';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

// Each accepted type's first bytes: PDF '%PDF-'; PNG's 8-byte signature; JPEG's SOI marker;
// DOC is an OLE2 compound file; DOCX is a ZIP (Office Open XML) archive.
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const signatures: Record<AttachmentExtension, readonly number[]> = {
  pdf: PDF,
  png: PNG,
  jpg: JPEG,
  jpeg: JPEG,
  doc: OLE2,
  docx: ZIP,
};

/** How many first bytes tell every accepted type apart. */
export const signatureLength = Math.max(...Object.values(signatures).map((bytes) => bytes.length));

export const attachmentContentTypes: Record<AttachmentExtension, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Whether the file's first bytes are those of the type its extension names. */
export const contentMatchesExtension = (bytes: Uint8Array, extension: AttachmentExtension) =>
  startsWith(bytes, signatures[extension]);
