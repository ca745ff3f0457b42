# Hostile bot: fills its scratch directory with many files until the disk refuses, says so, answers.
import json
import sys

sys.stdin.readline()
chunk = b"x" * (1024 * 1024)
written = 0
try:
    for i in range(100000):
        with open("/scratch/fill%d" % i, "wb") as f:
            for _ in range(4):
                f.write(chunk)
                written += len(chunk)
except OSError as e:
    print("disk refused after %d MB: %s" % (written // (1024 * 1024), e), file=sys.stderr)
print(json.dumps({"moves": []}))
