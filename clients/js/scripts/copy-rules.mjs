// Copies the TeaVM build of the rules (written by `./mvnw process-classes` into the frontend) into
// this package, so the package ships the very module the browser app runs; and the browser app's
// declaration of what that module answers (frontend/src/rules/types.ts) as types.d.ts, so that
// index.d.ts and the browser app describe the answers in one place.
import { copyFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const rules = join(here, '..', '..', '..', 'frontend', 'src', 'rules');
const built = join(rules, 'generated', 'rules.js');
if (!existsSync(built)) {
  console.error(`${built} is missing: run ./mvnw -q process-classes at the repository's root first`);
  process.exit(1);
}
copyFileSync(built, join(here, '..', 'rules.js'));
copyFileSync(join(rules, 'types.ts'), join(here, '..', 'types.d.ts'));
