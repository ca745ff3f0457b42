# Hostile bot: answers something that is not a protocol line.
import sys

sys.stdin.readline()
print("my answer is 7,3 then 2,2")
