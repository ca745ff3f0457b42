# Hostile bot: keeps allocating and touching memory, a megabyte at a time.
hoard = []
while True:
    hoard.append(b"x" * (1024 * 1024))
