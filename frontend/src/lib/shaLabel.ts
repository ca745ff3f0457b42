/**
 * A SHA-256 as a version's name: its first digits, the whole hash on hover, and a button that
 * copies the whole hash (to compare with `sha256sum bot.py`).
 */
import { h } from './dom';
import { shortSha } from './hostedUpload';

export function shaLabel(sha256: string): HTMLElement {
  const copy = h(
    'button',
    {
      type: 'button',
      class: 'btn btn-small btn-quiet',
      'data-testid': 'sha-copy',
      'aria-label': `Copy the SHA-256 ${sha256}`,
    },
    'Copy',
  );
  copy.addEventListener('click', () => {
    const done = (text: string) => (copy.textContent = text);
    if (!navigator.clipboard) return done('Select and copy it');
    navigator.clipboard.writeText(sha256).then(
      () => done('Copied'),
      () => done('Select and copy it'),
    );
  });
  return h(
    'span',
    { class: 'sha' },
    h('code', { title: sha256, 'data-testid': 'sha', 'data-sha256': sha256 }, `${shortSha(sha256)}\u2026`),
    ' ',
    copy,
  );
}
