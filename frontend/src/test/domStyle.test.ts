import { describe, expect, it } from 'vitest';
import { h, s } from '../lib/dom';

// The Content-Security-Policy (style-src 'self') refuses a style attribute set as markup, but not
// styles set through the CSSOM: the app's `style` attributes go through the latter.
describe('style attributes', () => {
  it('are applied through the CSSOM on HTML and SVG elements', () => {
    const div = h('div', { style: 'align-items:stretch' });
    expect(div.style.alignItems).toBe('stretch');
    const text = s('text', { style: 'font-size:12px' });
    expect(text.style.fontSize).toBe('12px');
  });
});
