// A local file of API tokens (Node.js only), so a bot run again uses its token rather than making a
// new one. The server shows a token's secret once, when it creates it, and lists tokens without
// their secrets, so a token to be reused must be kept by the client. The file is the Python
// client's (clients/python/puzzlearena/token_store.py), shared by both: JSON,
// {"<server> <username> <token name>": "pa_..."}, readable by its owner only, at
// $PUZZLEARENA_TOKENS when set, else ~/.config/puzzlearena/tokens.json.
// client.js imports this module only in Node.js, so the package still loads in a browser.
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

export function defaultPath() {
  return process.env.PUZZLEARENA_TOKENS || join(homedir(), '.config', 'puzzlearena', 'tokens.json');
}

function keyOf(baseUrl, username, name) {
  return `${baseUrl} ${username} ${name}`;
}

async function read(path) {
  let text;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if (e.code === 'ENOENT') {
      return {};
    }
    throw e;
  }
  const tokens = JSON.parse(text);
  return tokens !== null && typeof tokens === 'object' && !Array.isArray(tokens) ? tokens : {};
}

/** The kept token for this server, account and token name, or null. */
export async function load(path, baseUrl, username, name) {
  const token = (await read(path))[keyOf(baseUrl, username, name)];
  return typeof token === 'string' ? token : null;
}

/** Keeps (or replaces) the token beside the other entries; the file is private (0600). */
export async function save(path, baseUrl, username, name, token) {
  const tokens = await read(path);
  tokens[keyOf(baseUrl, username, name)] = token;
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  // Written whole to a temporary file, then renamed: a crash never leaves half a file of secrets.
  const temporary = `${path}.tmp`;
  const sorted = Object.fromEntries(Object.entries(tokens).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  await writeFile(temporary, JSON.stringify(sorted, null, 1), { mode: 0o600 });
  await chmod(temporary, 0o600); // the mode above applies only when the file is new
  await rename(temporary, path);
}
