// Hostile bot: writes one file in its scratch directory without end (gigabytes if it were let).
// Node, like Python and the JVM, ignores SIGXFSZ, so the file size limit shows as a failed write
// (EFBIG), which this bot does not catch.
import { openSync, writeSync } from 'node:fs';

const chunk = Buffer.alloc(1024 * 1024, 120);
const fd = openSync('/scratch/fill', 'w');
for (;;) {
  writeSync(fd, chunk);
}
