# Hostile bot: sleeps forever without a word, using no CPU.
import time

time.sleep(10**6)
