// Copies the TeaVM build of the rules (written by `./mvnw process-classes` into the frontend) into
// this package, so the package ships the very module the browser app runs.
import { copyFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const built = join(here, '..', '..', '..', 'frontend', 'src', 'rules', 'generated', 'rules.js');
if (!existsSync(built)) {
  console.error(`${built} is missing: run ./mvnw -q process-classes at the repository's root first`);
  process.exit(1);
}
copyFileSync(built, join(here, '..', 'rules.js'));
