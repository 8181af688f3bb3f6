/** A cap on streams open at once under one key (a visitor, an address). */
export type SlotRule = { key: string; max: number };

/** Gives the slot back; called once, when the stream ends. */
export type ReleaseSlots = () => Promise<void>;

/**
 * Counts long-lived streams open at once. A stream takes a slot under each of its keys, or
 * none when any is full; it gives them back when it ends. One implementation per process
 * (memory), one shared by every process (Redis).
 */
export type StreamSlots = {
  /** The release of slots taken under every rule, or null when one of them is full. */
  acquire: (rules: readonly SlotRule[]) => Promise<ReleaseSlots | null>;
};

/** Slots counted in this process's memory: right for one process, or while Redis is away. */
export function createMemoryStreamSlots(): StreamSlots {
  const open = new Map<string, number>();
  return {
    async acquire(rules) {
      if (rules.some(({ key, max }) => (open.get(key) ?? 0) >= max)) return null;
      for (const { key } of rules) open.set(key, (open.get(key) ?? 0) + 1);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        for (const { key } of rules) {
          const left = (open.get(key) ?? 1) - 1;
          if (left > 0) open.set(key, left);
          else open.delete(key);
        }
      };
    },
  };
}
