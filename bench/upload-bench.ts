import { apiPaths } from '@shared/api-paths.ts';
import { KNOWLEDGE_FILE_MAX_BYTES, knowledgeFileField } from '@shared/knowledge.ts';
import { attachmentMaxBytes, attachmentMaxCount } from '@shared/support.ts';
import { benchAccount } from './bench-account.ts';
import { followMemory } from './memory.ts';
import type { RunningServer } from './server-process.ts';
import { type Credentials, signIn } from './session.ts';
import { freshClientAddress } from './sign-in.ts';
import { percentile } from './stats.ts';

export type UploadFigures = {
  files: number;
  megabytes: number;
  seconds: number;
  status: number;
  /** A knowledge document of the largest size, uploaded by the same account at the same time. */
  document: { megabytes: number; seconds: number; status: number };
  rssBeforeMiB: number;
  rssPeakMiB: number;
  /** Another account's agents list while the upload ran. */
  reads: { count: number; p50Ms: number; p99Ms: number; slowestMs: number };
};

/** A PDF of `bytes` bytes: its signature, then filler, as the type check reads only the start. */
function pdfOf(bytes: number) {
  const file = new Uint8Array(bytes).fill(0x20);
  file.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new Blob([file], { type: 'application/pdf' });
}

/**
 * A real PDF of `bytes` bytes: one page of text, which the knowledge indexes, and an unused
 * stream that fills it to its size, as scans and embedded fonts fill a business's documents.
 */
function documentOf(bytes: number) {
  const text = 'BT /F1 12 Tf 72 720 Td (Winter tyres are fitted from 45 euros a wheel.) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  const add = (content: string) => {
    offsets.push(body.length);
    body += `${offsets.length} 0 obj\n${content}\nendobj\n`;
  };
  objects.forEach(add);
  const padding = bytes - body.length - 400;
  add(`<< /Length ${padding} >>\nstream\n${' '.repeat(padding)}\nendstream`);
  const xref = body.length;
  body += `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([body], { type: 'application/pdf' });
}

/**
 * One ticket with five files of 10 MB each and a 5 MB knowledge document, sent by one account
 * at once while another lists its agents again and again: how long the uploads take, how far
 * the server's memory rises, and whether the other account notices.
 */
export async function measureUpload(
  server: RunningServer,
  uploader: Credentials,
): Promise<UploadFigures> {
  const [uploaderCookie, readerCookie] = await Promise.all([
    signIn(server.url, uploader, { 'x-forwarded-for': freshClientAddress() }),
    signIn(server.url, benchAccount, { 'x-forwarded-for': freshClientAddress() }),
  ]);
  const form = new FormData();
  form.set('subject', 'Invoices attached');
  form.set('description', 'The five invoices of last quarter.');
  form.set('category', 'billing');
  form.set('priority', 'medium');
  for (let i = 1; i <= attachmentMaxCount; i++) {
    form.append('attachments', pdfOf(attachmentMaxBytes), `invoice-${i}.pdf`);
  }

  const memory = await followMemory(server.pid);

  let uploading = true;
  const latencies: number[] = [];
  const reading = (async () => {
    while (uploading) {
      const began = performance.now();
      const res = await fetch(`${server.url}${apiPaths.agents}`, {
        headers: { cookie: readerCookie },
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - began);
    }
  })();

  const document = new FormData();
  document.set(knowledgeFileField, documentOf(KNOWLEDGE_FILE_MAX_BYTES), 'price-list.pdf');
  const began = performance.now();
  const post = async (path: string, body: FormData) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { cookie: uploaderCookie, origin: server.url },
      body,
    });
    await res.arrayBuffer();
    return { status: res.status, seconds: (performance.now() - began) / 1000 };
  };
  let ticket: { status: number; seconds: number };
  let stored: { status: number; seconds: number };
  let rss: { beforeMiB: number; peakMiB: number };
  try {
    [ticket, stored] = await Promise.all([
      post(apiPaths.tickets, form),
      post(apiPaths.knowledgeUploads, document),
    ]);
  } finally {
    uploading = false;
    rss = memory.stop();
  }
  await reading;
  return {
    files: attachmentMaxCount,
    megabytes: (attachmentMaxBytes * attachmentMaxCount) / 1024 / 1024,
    seconds: ticket.seconds,
    status: ticket.status,
    document: {
      megabytes: KNOWLEDGE_FILE_MAX_BYTES / 1024 / 1024,
      seconds: stored.seconds,
      status: stored.status,
    },
    rssBeforeMiB: rss.beforeMiB,
    rssPeakMiB: rss.peakMiB,
    reads: {
      count: latencies.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      slowestMs: Math.max(...latencies),
    },
  };
}
