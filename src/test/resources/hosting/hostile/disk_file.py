# Hostile bot: writes one file in its scratch directory without end (gigabytes if it were let).
# Python ignores SIGXFSZ, so the file size limit shows as a refused write ("File too large"), which
# it reports before answering.
import json
import sys

sys.stdin.readline()
chunk = b"x" * (1024 * 1024)
written = 0
try:
    with open("/scratch/fill", "wb") as f:
        while True:
            f.write(chunk)
            f.flush()
            written += len(chunk)
except OSError as e:
    print("file refused after %d MB: %s" % (written // (1024 * 1024), e), file=sys.stderr)
print(json.dumps({"moves": []}))
