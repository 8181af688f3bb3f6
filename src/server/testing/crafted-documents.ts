import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Documents made to hurt whoever reads them, as an attacker would upload them: a Word
 * document that unpacks to far more than its size, a PDF of tens of thousands of pages, a
 * PDF whose one stream inflates to tens of megabytes, and text that is one endless word.
 * The upload tests and the benchmark send them; each is small on the wire.
 */

const MB = 1024 * 1024;

/** A zip archive of these entries, each deflated, as Word writes a .docx. */
export function zipOf(entries: readonly { name: string; data: Buffer }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const relationships =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const documentStart =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Price list</w:t></w:r></w:p>';
const documentEnd = '</w:body></w:document>';

/** A valid .docx whose body is `body` (WordprocessingML paragraphs). */
export function docxOf(body: Buffer): Uint8Array {
  return zipOf([
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
    { name: '_rels/.rels', data: Buffer.from(relationships) },
    {
      name: 'word/document.xml',
      data: Buffer.concat([Buffer.from(documentStart), body, Buffer.from(documentEnd)]),
    },
  ]);
}

/** A .docx of empty paragraphs that unpacks to `unpackedBytes` (50 MB in about 150 KB). */
export function docxBomb(unpackedBytes = 50 * MB): Uint8Array {
  const paragraph = '<w:p></w:p>';
  const count = Math.floor(unpackedBytes / paragraph.length);
  return docxOf(Buffer.alloc(count * paragraph.length, paragraph));
}

/** A PDF of these objects (numbered from 1; the first is the catalog), with its xref table. */
function pdfOfObjects(objects: readonly (string | Buffer)[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    add(Buffer.from(`${index + 1} 0 obj\n`));
    add(typeof body === 'string' ? Buffer.from(body) : body);
    add(Buffer.from('\nendobj\n'));
  });
  const xref = length;
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  add(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

const font = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** The page tree (object 2), whose pages inherit its size and font (Helvetica, object 4). */
const pageTree = (kids: string, count: number) =>
  `<< /Type /Pages /Kids [${kids}] /Count ${count} /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> >>`;
const page = (contents: number) => `<< /Type /Page /Parent 2 0 R /Contents ${contents} 0 R >>`;

/** A PDF of `pages` pages sharing one line of text: 45,000 of them fill about 4.3 MB. */
export function manyPagesPdf(pages = 45_000): Uint8Array {
  const text = 'BT /F1 12 Tf 72 720 Td (Winter tyres are fitted from 45 euros a wheel.) Tj ET';
  const firstPage = 5;
  const kids = Array.from({ length: pages }, (_, index) => `${firstPage + index} 0 R`).join(' ');
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    pageTree(kids, pages),
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    font,
    ...Array.from({ length: pages }, () => page(3)),
  ]);
}

/**
 * A PDF within every cap whose pages all draw one deflated stream of `operatorBytes` of
 * graphics operators that draw nothing: the reader parses the stream once per page, so
 * reading it takes minutes while its memory stays small.
 */
export function slowPdf(pages = 2_000, operatorBytes = MB): Uint8Array {
  const operators = Buffer.alloc(operatorBytes, 'q Q ');
  const packed = deflateSync(operators, { level: 9 });
  const firstPage = 5;
  const kids = Array.from({ length: pages }, (_, index) => `${firstPage + index} 0 R`).join(' ');
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    pageTree(kids, pages),
    Buffer.concat([
      Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`),
      packed,
      Buffer.from('\nendstream'),
    ]),
    font,
    ...Array.from({ length: pages }, () => page(3)),
  ]);
}

/** A one-page PDF whose content stream inflates to `inflatedBytes` of text drawing (50 MB in about 100 KB). */
export function flateBombPdf(inflatedBytes = 50 * MB): Uint8Array {
  const line = 'BT /F1 12 Tf 72 720 Td (Winter tyres are fitted from 45 euros.) Tj ET\n';
  const inflated = Buffer.alloc(Math.floor(inflatedBytes / line.length) * line.length, line);
  const packed = deflateSync(inflated, { level: 9 });
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    pageTree('5 0 R', 1),
    Buffer.concat([
      Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`),
      packed,
      Buffer.from('\nendstream'),
    ]),
    font,
    page(3),
  ]);
}

/** Text of one word, `bytes` long: no space, no sentence end, no line break. */
export function oneWordText(bytes = 5 * MB - 1024): Uint8Array {
  return new Uint8Array(bytes).fill(0x61);
}

/**
 * A real document's shape at the size limit: `paragraphs` paragraphs of a few sentences,
 * each different, about 4.9 MB for 22,000 of them.
 */
export function paragraphsText(paragraphs = 22_000): Uint8Array {
  const lines = Array.from(
    { length: paragraphs },
    (_, index) =>
      `Paragraph ${index + 1}: the workshop fits winter tyres for ${40 + (index % 60)} euros a wheel, balances them and checks the pressure. Bookings for week ${1 + (index % 52)} open a month ahead; bring the car before nine. Wheels are stored for the season on request.`,
  );
  return new TextEncoder().encode(lines.join('\n\n'));
}
