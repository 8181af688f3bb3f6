/**
 * Requests the reliability tests send in bulk: a ticket form with a small PDF attached,
 * as a FormData for fetch or as raw multipart bytes for the load generator.
 */

/** A PDF is recognised by its first bytes; the rest may be anything. */
const pdfHeader = Buffer.from('%PDF-1.7\n');

export function ticketForm(subject: string, n: number) {
  const file = Buffer.concat([pdfHeader, Buffer.alloc(512 + (n % 64), n % 256)]);
  const form = new FormData();
  form.append('subject', subject);
  form.append('description', 'Written by the reliability tests.');
  form.append('category', 'technical');
  form.append('attachments', new File([file], `report-${n}.pdf`));
  return { body: form, fileSize: file.byteLength };
}

/** The form as the bytes and content type (with its boundary) a raw HTTP client sends. */
export async function ticketFormBytes(subject: string, n: number) {
  const { body, fileSize } = ticketForm(subject, n);
  const request = new Request('http://127.0.0.1/', { method: 'POST', body });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
    fileSize,
  };
}
