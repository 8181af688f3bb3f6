import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** Discards what readline would echo, so a typed password never reaches the screen. */
const silent = new Writable({ write: (_chunk, _encoding, done) => done() });

/**
 * Lines from stdin, each asked for by a prompt on stderr, their characters not echoed. Works
 * the same when the password is piped in (`printf 'pw\npw\n' | npm run users -- add …`):
 * lines are read through one buffered iterator, so none is lost between two questions.
 */
export function createSecretAsker() {
  // Made at the first question: an open stdin would otherwise keep the command waiting.
  let lines: ReturnType<typeof createInterface> | undefined;
  let next: AsyncIterator<string> | undefined;
  return {
    ask: async (prompt: string) => {
      lines ??= createInterface({
        input: process.stdin,
        output: silent,
        terminal: process.stdin.isTTY,
      });
      next ??= lines[Symbol.asyncIterator]();
      process.stderr.write(prompt);
      const line = await next.next();
      process.stderr.write('\n');
      return line.done ? '' : line.value;
    },
    close: () => lines?.close(),
  };
}
