# Hostile two-player bot: answers its turn with prose instead of a JSON line.
import sys

sys.stdin.readline()
sys.stdin.readline()
print("I play column 4", flush=True)
sys.stdin.readline()
