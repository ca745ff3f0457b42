/** The app's whole stylesheet as the browser gets it: src/styles/index.css's files, in its order. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export function stylesheet(): string {
  const dir = resolve(process.cwd(), 'src/styles');
  const index = readFileSync(resolve(dir, 'index.css'), 'utf8');
  return [...index.matchAll(/@import '\.\/([\w-]+\.css)';/g)]
    .map((m) => readFileSync(resolve(dir, m[1]), 'utf8'))
    .join('\n');
}
