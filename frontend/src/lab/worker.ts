/**
 * The lab's Web Worker: loads the compiled engine (lab.js) and answers calls in order, so the
 * searches run off the page's thread. A call's answer carries its id; an exception is sent back
 * as an error (the engine itself answers refusals as {"error":...} JSON).
 */
import * as lab from '../rules/generated/lab.js';
import type { LabCall } from './engine';

type Request = LabCall & { id: number };

self.onmessage = (e: MessageEvent<Request>) => {
  const { id, fn, args } = e.data;
  try {
    const f = lab[fn] as ((...a: unknown[]) => string | number) | undefined;
    // A lab.js built before an export was added (evaluate, say) lacks it: say so, not "f is not a function".
    if (typeof f !== 'function') throw new Error(`lab.js has no ${fn}: rebuild it with ./mvnw process-classes`);
    self.postMessage({ id, result: f(...args) });
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
