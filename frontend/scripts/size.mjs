#!/usr/bin/env node
// Reports the gzip size of the JavaScript the first page loads, from a built dist/ (npm run build):
// the scripts dist/index.html names (the entry and its modulepreloads) with every chunk they import
// statically, then the same plus the home page's own chunk (loaded by the router on "/"), and the
// rules module (loaded only by play, replay and bot-run pages) for comparison.
// Usage: npm run size [-- --max-kb=N]  (exits 1 when the first page's JS is over N kB gzipped)
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No dist/.vite/manifest.json: run `npm run build` first.');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, ...chunk }]));
const fromHtml = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
if (fromHtml.length === 0) {
  console.error('dist/index.html names no script');
  process.exit(2);
}

/** A chunk's file and all it imports statically, transitively. */
function closure(files) {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = byFile.get(file);
    for (const key of chunk?.imports ?? []) walk(manifest[key].file);
  };
  files.forEach(walk);
  return seen;
}

function measure(files) {
  let raw = 0;
  let gz = 0;
  const rows = [];
  for (const f of files) {
    const buf = readFileSync(join(dist, f));
    const g = gzipSync(buf, { level: 9 }).length;
    raw += buf.length;
    gz += g;
    rows.push([f, buf.length, g]);
  }
  return { raw, gz, rows };
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
function report(title, files) {
  const m = measure(files);
  console.log(`${title}: ${kb(m.gz)} gzip (${kb(m.raw)} raw) in ${files.size} file(s)`);
  for (const [f, raw, g] of m.rows) console.log(`  ${f.padEnd(44)} ${kb(raw).padStart(9)} ${kb(g).padStart(9)} gzip`);
  return m;
}

const entry = closure(fromHtml);
const first = report('Entry (index.html scripts and their static imports)', entry);

const homeKey = Object.keys(manifest).find((k) => /src\/pages\/home\.ts$/.test(k));
let home = first;
if (homeKey) home = report('\nFirst page "/" (entry + the home page chunk and its static imports)', closure([...entry, manifest[homeKey].file]));

const rulesKey = Object.keys(manifest).find((k) => /generated\/rules\.js$|arena-rules-stub/.test(k));
if (rulesKey) report('\nRules module (loaded only by play, replay and bot-run pages)', new Set([manifest[rulesKey].file]));

const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/?([^"]+)"/g)].map((m) => m[1]);
if (css.length) report('\nCSS of the first page', new Set(css));

console.log(`\nFIRST PAGE JS: ${kb(home.gz)} gzip`);
const max = process.argv.find((a) => a.startsWith('--max-kb='));
if (max && home.gz > Number(max.slice(9)) * 1024) {
  console.error(`over the budget of ${max.slice(9)} kB`);
  process.exit(1);
}
