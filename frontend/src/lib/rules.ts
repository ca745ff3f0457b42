/**
 * The rules, from the one place that has them: ../rules/engine.ts (the Java rules core compiled
 * by TeaVM). This wrapper only checks that the module is really there, so a page can say so
 * plainly instead of failing on its first click.
 */
import { loadRules, type Rules } from '../rules/engine';

let checked: Promise<Rules> | undefined;

export function rules(): Promise<Rules> {
  checked ??= loadRules().then((r) => {
    try {
      const games = r.catalog();
      if (!Array.isArray(games)) throw new Error('catalog() did not answer a list');
    } catch (e) {
      throw new Error(
        `The rules module is not built (${(e as Error).message}). Build it with ./mvnw process-classes.`,
        {
          cause: e,
        },
      );
    }
    return r;
  });
  checked.catch(() => {
    checked = undefined; // allow a retry
  });
  return checked;
}
