/**
 * An upload's checks before it is sent (the server checks them all again, BotPackage.check): the
 * 1 MiB body limit with the file's size in the sentence, a zip's entry command, a runtime that
 * runs the file. And how a version's size and hash read.
 */
import { formatInt } from './format';

/** The server's body limit for an upload. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

export const RUNTIMES: readonly { id: string; label: string; extensions: readonly string[] }[] = [
  { id: 'python', label: 'Python 3', extensions: ['.py'] },
  { id: 'node', label: 'Node', extensions: ['.js', '.mjs'] },
  { id: 'java', label: 'Java 21', extensions: ['.java'] },
];

export interface UploadChoice {
  fileName: string;
  sizeBytes: number;
  runtime: string;
  entry: string;
}

export type UploadField = 'file' | 'runtime' | 'entry';

/** A zip archive needs an entry command; a single source file runs by itself. */
export function isZip(fileName: string): boolean {
  return /\.zip$/i.test(fileName);
}

/** The runtime that runs a file by its extension, or null (a zip, or an extension none runs). */
export function runtimeFor(fileName: string): string | null {
  const lower = fileName.toLowerCase();
  return RUNTIMES.find((r) => r.extensions.some((e) => lower.endsWith(e)))?.id ?? null;
}

/** 900 → "900 B", 1536 → "1.5 KiB", 1572864 → "1.50 MiB". */
export function formatBytes(n: number): string {
  if (n < 1024) return `${formatInt(n)} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  if (n < 1024 * 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(2)} MiB`;
  return `${(n / (1024 * 1024 * 1024)).toFixed(2)} GiB`;
}

/** The first 12 hex digits of a SHA-256: enough to tell versions apart at a glance. */
export function shortSha(sha256: string): string {
  return sha256.slice(0, 12);
}

/** What is wrong with an upload, by field; empty when it may be sent. */
export function checkUpload(u: UploadChoice | null): Partial<Record<UploadField, string>> {
  if (!u) return { file: 'Choose the bot\u2019s file: one source file, or a zip archive.' };
  const errors: Partial<Record<UploadField, string>> = {};
  if (u.sizeBytes === 0) errors.file = `${u.fileName} is empty.`;
  else if (u.sizeBytes > MAX_UPLOAD_BYTES)
    errors.file = `${u.fileName} is ${formatBytes(u.sizeBytes)} (${formatInt(u.sizeBytes)} bytes); the limit is 1 MiB (${formatInt(MAX_UPLOAD_BYTES)} bytes).`;
  const runtime = RUNTIMES.find((r) => r.id === u.runtime);
  if (!runtime) errors.runtime = 'Choose the runtime that runs the bot.';
  const entry = u.entry.trim();
  if (isZip(u.fileName) && !entry)
    errors.entry = 'A zip archive needs the command that starts the bot, e.g. python3 /bot/main.py.';
  else if (runtime && !entry && !isZip(u.fileName) && runtimeFor(u.fileName) !== runtime.id)
    errors.entry = `The ${runtime.id} runtime runs ${runtime.extensions.join(' or ')} files by itself; give the command that runs ${u.fileName}.`;
  return errors;
}
