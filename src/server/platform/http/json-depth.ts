import { ApiError } from './errors.ts';

/**
 * How deeply the JSON a client sends may nest. The API's own bodies nest three levels at
 * most; a body nested thousands deep exists only to exhaust a recursive merge or parser.
 */
export const MAX_JSON_DEPTH = 32;

export const tooDeepMessage = `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/**
 * The deepest nesting of objects and arrays in JSON text, read as text: nothing recursive
 * runs on it, and brackets inside strings do not count. Broken JSON is measured as far as it
 * goes; its parser refuses it afterwards.
 */
export function jsonDepth(text: string) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

/** Answers 400 before anything parses a body that nests deeper than MAX_JSON_DEPTH. */
export function assertJsonDepth(text: string) {
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new ApiError(400, 'too_deep', tooDeepMessage);
}
