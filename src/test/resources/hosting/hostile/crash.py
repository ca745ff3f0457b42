# Hostile bot: fails before answering.
import sys

sys.stdin.readline()
print("something went wrong", file=sys.stderr)
sys.exit(3)
