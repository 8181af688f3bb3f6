import { apiPaths } from '@shared/api-paths.ts';
import { KNOWLEDGE_FILE_MAX_BYTES, knowledgeFileField } from '@shared/knowledge.ts';
import { attachmentMaxBytes, attachmentMaxCount } from '@shared/support.ts';
import {
  docxBomb,
  flateBombPdf,
  manyPagesPdf,
  oneWordText,
  paragraphsText,
  slowPdf,
} from '../src/server/testing/crafted-documents.ts';
import { benchAccount } from './bench-account.ts';
import { followMemory } from './memory.ts';
import type { RunningServer } from './server-process.ts';
import { type Credentials, signIn } from './session.ts';
import { freshClientAddress } from './sign-in.ts';
import { percentile } from './stats.ts';

/** One upload: its size, how it was answered, and the server's resident memory meanwhile. */
export type StoredUpload = {
  megabytes: number;
  seconds: number;
  status: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
};

/** Another account's agents list, asked again and again while something ran. */
export type Reads = { count: number; p50Ms: number; p99Ms: number; slowestMs: number };

/** A file made to exhaust its reader, uploaded by a Professional account while another reads. */
export type CraftedUpload = {
  file: string;
  /** What it is, in words. */
  what: string;
  kilobytes: number;
  status: number;
  seconds: number;
  /** The document's state and failure (or passages), or the refusal's message. */
  answer: string;
  reads: Reads;
};

export type UploadFigures = {
  files: number;
  ticket: StoredUpload;
  /** A knowledge document of the largest size, after the ticket, by the same account. */
  document: StoredUpload;
  /** Another account's agents list while both uploads ran. */
  reads: Reads;
  crafted: CraftedUpload[];
};

/** The files the security review crafted, and the largest valid text, as their uploaders send them. */
const craftedFiles = [
  { file: 'bomb.docx', what: 'a .docx that unpacks to 50 MB', bytes: () => docxBomb() },
  { file: 'pages.pdf', what: 'a PDF of 45,000 pages', bytes: () => manyPagesPdf() },
  {
    file: 'inflates.pdf',
    what: 'a PDF whose stream inflates to 50 MB',
    bytes: () => flateBombPdf(),
  },
  {
    file: 'slow.pdf',
    what: 'a PDF within the caps whose 2,000 pages each parse a 1 MB stream',
    bytes: () => slowPdf(),
  },
  { file: 'word.txt', what: 'a 5 MB .txt of one word', bytes: () => oneWordText() },
  {
    file: 'paragraphs.txt',
    what: 'a valid 4.9 MB .txt of 22,000 paragraphs',
    bytes: () => paragraphsText(),
  },
];

/** Runs `work` while another account lists its agents again and again. */
async function whileReading<T>(
  server: RunningServer,
  readerCookie: string,
  work: () => Promise<T>,
): Promise<{ result: T; reads: Reads }> {
  let working = true;
  const latencies: number[] = [];
  const reading = (async () => {
    while (working) {
      const began = performance.now();
      const res = await fetch(`${server.url}${apiPaths.agents}`, {
        headers: { cookie: readerCookie },
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - began);
    }
  })();
  let result: T;
  try {
    result = await work();
  } finally {
    working = false;
    await reading;
  }
  return { result, reads: readsOf(latencies) };
}

const readsOf = (latencies: number[]): Reads => ({
  count: latencies.length,
  p50Ms: percentile(latencies, 50),
  p99Ms: percentile(latencies, 99),
  slowestMs: Math.max(...latencies),
});

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

/** Sends one upload while the server's resident memory is followed. */
async function timedUpload(
  server: RunningServer,
  cookie: string,
  path: string,
  body: FormData,
  bytes: number,
): Promise<StoredUpload> {
  const memory = await followMemory(server.pid);
  const began = performance.now();
  let status: number;
  let rss: { beforeMiB: number; peakMiB: number };
  try {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { cookie, origin: server.url },
      body,
    });
    status = res.status;
    await res.arrayBuffer();
  } finally {
    rss = memory.stop();
  }
  return {
    megabytes: bytes / 1024 / 1024,
    seconds: (performance.now() - began) / 1000,
    status,
    rssBeforeMiB: rss.beforeMiB,
    rssPeakMiB: rss.peakMiB,
  };
}

/** How a knowledge upload was answered, in a few words. */
async function answerOf(res: Response) {
  const body = (await res.json()) as {
    state?: string;
    failure?: string | null;
    passageCount?: number;
    error?: { message: string };
  };
  if (body.error) return body.error.message;
  return body.failure
    ? `${body.state}: ${body.failure}`
    : `${body.state}, ${body.passageCount} passages`;
}

/**
 * Each crafted file uploaded in turn by a Professional account (so the valid text is within
 * its plan) while another account reads: how each is answered, and what the reader felt.
 */
async function measureCraftedUploads(
  server: RunningServer,
  uploaderCookie: string,
  readerCookie: string,
) {
  const upgraded = await fetch(`${server.url}${apiPaths.subscriptionUpgrade}`, {
    method: 'POST',
    headers: { cookie: uploaderCookie, origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ planId: 'professional' }),
  });
  if (!upgraded.ok) throw new Error(`The upgrade to Professional answered ${upgraded.status}.`);
  const crafted: CraftedUpload[] = [];
  for (const { file, what, bytes } of craftedFiles) {
    const content = bytes();
    const form = new FormData();
    form.set(knowledgeFileField, new Blob([new Uint8Array(content)]), file);
    const began = performance.now();
    const { result, reads } = await whileReading(server, readerCookie, async () => {
      const res = await fetch(`${server.url}${apiPaths.knowledgeUploads}`, {
        method: 'POST',
        headers: { cookie: uploaderCookie, origin: server.url },
        body: form,
      });
      return { status: res.status, answer: await answerOf(res) };
    });
    crafted.push({
      file,
      what,
      kilobytes: content.length / 1024,
      status: result.status,
      seconds: (performance.now() - began) / 1000,
      answer: result.answer,
      reads,
    });
  }
  return crafted;
}

/**
 * One ticket with five files of 10 MB each, then a 5 MB knowledge document, sent by one
 * account while another lists its agents again and again: how long each upload takes, how far
 * the server's memory rises with each, and whether the other account notices. Then the
 * crafted files, one at a time, while the other account reads.
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
  const document = new FormData();
  document.set(knowledgeFileField, documentOf(KNOWLEDGE_FILE_MAX_BYTES), 'price-list.pdf');

  const { result, reads } = await whileReading(server, readerCookie, async () => {
    const ticket = await timedUpload(
      server,
      uploaderCookie,
      apiPaths.tickets,
      form,
      attachmentMaxBytes * attachmentMaxCount,
    );
    const stored = await timedUpload(
      server,
      uploaderCookie,
      apiPaths.knowledgeUploads,
      document,
      KNOWLEDGE_FILE_MAX_BYTES,
    );
    return { ticket, stored };
  });
  return {
    files: attachmentMaxCount,
    ticket: result.ticket,
    document: result.stored,
    reads,
    crafted: await measureCraftedUploads(server, uploaderCookie, readerCookie),
  };
}
