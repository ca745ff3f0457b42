from puzzlearena import rules

s = rules.new_state("samegame", "standard/1")
moves = s.legal_moves()        # canonical texts, as the step API’s: ["0,0", "0,2", ...]
s.play(moves[0])               # rules.IllegalMove names why; the state is unchanged
t = s.clone()                  # an independent copy to search on
print(t.random_playout(7))     # the whole playout inside the engine: its final score
print(s.score(), s.is_terminal(), s.moves())
print(rules.verify("samegame", "standard/1", t.moves()))  # POST /api/verify’s answer
