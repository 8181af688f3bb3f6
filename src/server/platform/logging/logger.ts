import type { Env } from '@server/env.ts';

/** The server's log: one line per event on stdout/stderr, quiet with LOG_LEVEL=silent. */
export type Logger = {
  info: (message: string) => void;
  error: (message: string, err?: unknown) => void;
};

export function createLogger(level: Env['LOG_LEVEL']): Logger {
  return {
    info: (message) => {
      if (level === 'info') console.log(message);
    },
    error: (message, err) => {
      if (level === 'silent') return;
      if (err === undefined) console.error(message);
      else console.error(message, err instanceof Error ? err.message : err);
    },
  };
}
