/**
 * The play page's pure parts: what an imported solution means for the game (from the real rules),
 * and which keys are the page's own shortcuts.
 */
import { describe, expect, it } from 'vitest';
import { loadRules } from '../rules/engine';
import { readImport } from '../pages/play/importExport';
import { shortcutOf } from '../pages/play/keys';
import { rulesBuilt as built } from './rulesBuilt';

const key = (k: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean } = {}) => ({
  key: k,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
});

describe('the play page\u2019s shortcuts', () => {
  it('undo with Backspace, Ctrl+Z or Cmd+Z; redo with Ctrl+Y or Ctrl+Shift+Z; the rest is the board\u2019s', () => {
    expect(shortcutOf(key('Backspace'))).toBe('undo');
    expect(shortcutOf(key('z', { ctrl: true }))).toBe('undo');
    expect(shortcutOf(key('Z', { meta: true }))).toBe('undo');
    expect(shortcutOf(key('y', { ctrl: true }))).toBe('redo');
    expect(shortcutOf(key('Z', { ctrl: true, shift: true }))).toBe('redo');
    expect(shortcutOf(key('z'))).toBeNull();
    expect(shortcutOf(key('Backspace', { ctrl: true }))).toBeNull();
    expect(shortcutOf(key('ArrowLeft'))).toBeNull();
  });
});

describe.skipIf(!built)('an imported solution', () => {
  it('is refused when empty or unreadable, played when legal, and named at its first illegal move', async () => {
    const r = await loadRules();
    expect(readImport(r, 'leftmove', 'depth/9', '  \n')).toEqual({ kind: 'empty' });
    const legal = readImport(r, 'leftmove', 'depth/9', 'L\nR\nL\n');
    expect(legal).toMatchObject({ kind: 'ok', moves: ['L', 'R', 'L'] });
    const bad = readImport(r, 'leftmove', 'depth/2', 'L\nR\nL\n');
    expect(bad).toMatchObject({ kind: 'illegal', moves: ['L', 'R', 'L'], error: { moveIndex: 2, move: 'L' } });
    // Over the server's limit: refused before the rules read it.
    expect(readImport(r, 'leftmove', 'depth/9', 'L\n'.repeat(600_000))).toMatchObject({
      kind: 'refused',
      alert: true,
      message: expect.stringContaining('the limit is 1 MiB'),
    });
  });
});
