# Hostile bot: connects to a server on the host's loopback (the port is the test's listening one,
# written over HOST_PORT) and to an outside address; says on stderr what it saw, then answers no moves.
import json
import socket
import sys

sys.stdin.readline()
for host, port in (("127.0.0.1", int("HOST_PORT")), ("1.1.1.1", 80)):
    try:
        socket.create_connection((host, port), timeout=2).close()
        print("connect %s:%d: CONNECTED" % (host, port), file=sys.stderr)
    except OSError as e:
        print("connect %s:%d: refused: %s" % (host, port, e), file=sys.stderr)
print(json.dumps({"moves": []}))
