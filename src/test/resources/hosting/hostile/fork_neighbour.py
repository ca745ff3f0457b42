# Not hostile: a bot that keeps 40 children alive at a time for two seconds and counts the forks the
# kernel refused, run beside a fork bomb to show that the bomb's process cap is not its neighbour's.
import json
import os
import sys
import time

request = json.loads(sys.stdin.readline())
forks, refused = 0, 0
end = time.time() + 2.0
while time.time() < end:
    children = []
    for _ in range(40):
        try:
            pid = os.fork()
        except OSError:
            refused += 1
            continue
        if pid == 0:
            time.sleep(0.2)
            os._exit(0)
        children.append(pid)
        forks += 1
    for pid in children:
        os.waitpid(pid, 0)
print("forks %d, refused %d, uid %d" % (forks, refused, os.getuid()), file=sys.stderr)
print(json.dumps({"moves": [request["legalMoves"][0]]}), flush=True)
