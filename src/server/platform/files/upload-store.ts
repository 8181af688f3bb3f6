import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '@server/platform/data-dir/private-files.ts';

/** A file being received: written through `sink`, then kept under a key or discarded. */
export type PendingFile = {
  readonly sink: Writable;
  /** Files the finished bytes under `key`, where `read` finds them. */
  keep: (key: string) => Promise<void>;
  /** Deletes whatever was written; safe to call at any point, and more than once. */
  discard: () => Promise<void>;
};

/**
 * Where uploaded files live, apart from the database: only a local folder for now, behind an
 * interface so an S3-compatible bucket can take its place. Keys are `a/b` paths the product
 * builds from its own ids.
 */
export type UploadStore = {
  create: () => Promise<PendingFile>;
  /** The kept file's bytes as a stream, or undefined when there is no such file. */
  read: (key: string) => Promise<ReadableStream<Uint8Array> | undefined>;
  /** Deletes kept files; a key with no file is ignored. */
  remove: (keys: readonly string[]) => Promise<void>;
};

/** DATA_DIR/uploads: the folder the local store keeps its files in. */
export const uploadsDirOf = (dataDir: string) => path.join(path.resolve(dataDir), 'uploads');

const keyPattern = /^[\w-]+(\/[\w-]+)*$/;

/** Folders 0700 even under a looser umask (the mode given to mkdir is masked by it). */
async function privateFolder(dir: string) {
  await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
  await chmod(dir, PRIVATE_FOLDER);
}

/**
 * Files under `root`: a file is written to `root/incoming/` as it arrives and renamed to
 * `root/<key>` when kept, so a file is under its key only once whole. Several server
 * processes need the same folder (one volume).
 */
export function createLocalUploadStore(root: string): UploadStore {
  const incoming = path.join(root, 'incoming');
  const pathOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`Not an upload key: ${key}`);
    return path.join(root, ...key.split('/'));
  };

  return {
    async create() {
      await privateFolder(root);
      await privateFolder(incoming);
      const file = path.join(incoming, randomUUID());
      // 0600 from the start: `mode` is masked by the umask, which only ever removes bits.
      const sink = createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE });
      let kept = false;
      const closed = () => (sink.closed ? Promise.resolve() : finished(sink).catch(() => {}));
      return {
        sink,
        async keep(key) {
          await closed();
          const target = pathOf(key);
          await privateFolder(path.dirname(target));
          await rename(file, target);
          kept = true;
        },
        async discard() {
          if (kept) return;
          if (!sink.destroyed) sink.destroy();
          await closed();
          await rm(file, { force: true });
        },
      };
    },
    async read(key) {
      const handle = await open(pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (!handle) return undefined;
      return Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}
