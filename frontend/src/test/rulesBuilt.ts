/**
 * Whether TeaVM's rules.js has been built (./mvnw process-classes). Tests of the real rules skip,
 * loudly, in a bare checkout; under Maven (ARENA_REQUIRE_RULES=1, set by the build, which always
 * builds rules.js first) a missing module fails the run instead, so CI never skips them.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

const file = resolve(process.cwd(), 'src/rules/generated/rules.js');

export const rulesBuilt = existsSync(file) && statSync(file).size > 0;

if (!rulesBuilt) {
  if (process.env.ARENA_REQUIRE_RULES === '1') {
    throw new Error(`${file} is missing: the Maven build writes it (process-classes) before running these tests`);
  }
  console.warn('rules.js is not built (./mvnw process-classes): the real-rules tests are skipped');
}
