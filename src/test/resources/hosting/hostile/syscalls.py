# Hostile bot: tries the system calls the seccomp filter refuses and reports each on standard error,
# then answers a legal line so that the run ends ok.
import ctypes
import json
import os
import sys

libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
request = json.loads(sys.stdin.readline())

CLONE_NEWUSER = 0x10000000
CLONE_NEWNET = 0x40000000
SIGCHLD = 17


def attempt(name, *args):
    ctypes.set_errno(0)
    result = libc.syscall(*args)
    if result == 0 and name.startswith("clone"):
        os._exit(0)  # the child of a clone that was allowed
    error = ctypes.get_errno()
    print("%s: %s" % (name, "refused: " + os.strerror(error) if result == -1 else "ALLOWED"), file=sys.stderr)
    if result > 0 and name.startswith("clone"):
        os.waitpid(result, 0)


attempt("ptrace", 101, 0, 0, 0, 0)  # PTRACE_TRACEME
attempt("unshare", 272, CLONE_NEWUSER)
attempt("unshare-net", 272, CLONE_NEWNET)
attempt("clone-newuser", 56, CLONE_NEWUSER | SIGCHLD, 0, 0, 0, 0)
attempt("setns", 308, 0, 0)
attempt("bpf", 321, 0, 0, 0)
attempt("io_uring_setup", 425, 1, 0)
attempt("keyctl", 250, 0, 0)
attempt("personality", 135, 0xFFFFFFFF)
attempt("x32-getpid", 0x40000000 | 39)
# Still allowed: an ordinary fork (clone without namespace flags) and getpid.
pid = os.fork()
if pid == 0:
    os._exit(0)
os.waitpid(pid, 0)
print("fork: ok, getpid: %s" % ("ok" if libc.syscall(39) == os.getpid() else "wrong"), file=sys.stderr)
print(json.dumps({"moves": [request["legalMoves"][0]]}), flush=True)
