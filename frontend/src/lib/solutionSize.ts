/**
 * The longest solution the page reads: what the server accepts as a request body (BodySizeLimit's
 * MAX_BYTES, 1 MiB; SolutionSizeLimitParityTest keeps the two equal). Anything longer could never
 * be submitted, and reading it costs the page its life: 4 MB of moves held it for over 30 s.
 */
import { formatInt } from './format';

export const MAX_SOLUTION_BYTES = 1024 * 1024;

const MIB = 1024 * 1024;

/** The text's length in UTF-8 bytes (what it weighs in a request), counted without copying it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
      // A surrogate pair: one character of four bytes.
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** "3.8 MiB"; just over the limit, where a tenth of a MiB would read as the limit itself, in bytes. */
function sizeText(bytes: number): string {
  const mib = bytes / MIB;
  return mib >= 1.05 ? `${mib.toFixed(1)} MiB` : `${formatInt(bytes)} bytes`;
}

/** Why a solution of that many bytes is refused before it is read, or null if it is not. */
export function tooLongMessage(bytes: number): string | null {
  if (bytes <= MAX_SOLUTION_BYTES) return null;
  return `This solution is too long to import: ${sizeText(bytes)}, the limit is 1 MiB (the most the server accepts).`;
}

/** The same for a text: its length alone settles it when three bytes a character stay under the limit. */
export function textTooLongMessage(text: string): string | null {
  if (text.length * 3 <= MAX_SOLUTION_BYTES) return null;
  return tooLongMessage(utf8Length(text));
}
