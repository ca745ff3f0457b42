# Hostile bot: computes forever and never answers.
while True:
    pass
