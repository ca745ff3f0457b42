# Hostile bot: tries to read /etc/shadow, the platform's data directory (written over DATA_DIR), /work
# and other processes, and to write outside /scratch; says on stderr what it saw, then answers.
import json
import os
import sys

sys.stdin.readline()
for path in ("/etc/shadow", "DATA_DIR/secret.txt", "/work"):
    try:
        if os.path.isdir(path):
            print("list %s: SEEN %s" % (path, os.listdir(path)), file=sys.stderr)
        else:
            with open(path) as f:
                print("read %s: SEEN %s" % (path, f.read(100)), file=sys.stderr)
    except OSError as e:
        print("read %s: refused: %s" % (path, type(e).__name__), file=sys.stderr)
for path in ("DATA_DIR/secret.txt", "/usr/owned", "/bot/owned"):
    try:
        with open(path, "w") as f:
            f.write("owned")
        print("write %s: WRITTEN" % path, file=sys.stderr)
    except OSError as e:
        print("write %s: refused: %s" % (path, type(e).__name__), file=sys.stderr)
pids = sorted(int(p) for p in os.listdir("/proc") if p.isdigit())
print("processes seen: %d, uid %d" % (len(pids), os.getuid()), file=sys.stderr)
print(json.dumps({"moves": []}))
