import { describe, expect, it } from 'vitest';
import { MAX_SOLUTION_BYTES, textTooLongMessage, tooLongMessage, utf8Length } from '../lib/solutionSize';

describe('the size of a solution', () => {
  it('is counted in UTF-8 bytes, as it travels', () => {
    for (const text of ['1,2\n', 'é', '€', '𝄞', 'a\u00e9\u20ac\ud834\udd1e', '\ud800'])
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
  });

  it('is refused over the server\u2019s 1 MiB, saying how long and what the limit is', () => {
    expect(MAX_SOLUTION_BYTES).toBe(1048576);
    expect(tooLongMessage(MAX_SOLUTION_BYTES)).toBeNull();
    expect(tooLongMessage(4_000_000)).toBe(
      'This solution is too long to import: 3.8 MiB, the limit is 1 MiB (the most the server accepts).',
    );
    expect(tooLongMessage(MAX_SOLUTION_BYTES + 10)).toContain('1,048,586 bytes, the limit is 1 MiB');
  });

  it('of a text counts its multi-byte characters', () => {
    expect(textTooLongMessage('x'.repeat(MAX_SOLUTION_BYTES))).toBeNull();
    expect(textTooLongMessage('x'.repeat(MAX_SOLUTION_BYTES + 1))).toContain('too long');
    // 400,000 characters of three bytes each: 1.2 MB, over the limit though fewer characters.
    expect(textTooLongMessage('\u20ac'.repeat(400_000))).toContain('1.1 MiB');
  });
});
