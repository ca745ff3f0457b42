# Hostile bot: writes to standard output without end (gigabytes if it were let).
import sys

chunk = "x" * 65536
while True:
    sys.stdout.write(chunk)
