"""A reset/step environment over the server's step API: the server keeps the rules, you keep the moves."""


class Environment:
    """One game of one instance. ``step(move)`` plays a move (its canonical text) and returns the
    new score; an illegal move raises ApiError 422 naming why, and leaves the environment as it was."""

    def __init__(self, client, game, instance):
        self.client = client
        self.game = game
        self.instance = instance
        self.reset()

    def reset(self):
        """Back to the instance's initial position; returns the position (drawable JSON)."""
        self.moves = []
        self._update(self.client.position(self.game, self.instance, []))
        return self.position

    def _update(self, answer):
        self.position = answer["position"]
        self.score = answer["score"]
        self.terminal = answer["terminal"]
        self.legal_move_count = answer["legalMoveCount"]
        self._legal = answer["legalMoves"] if answer["legalMoveCount"] == len(answer["legalMoves"]) else None

    def legal_moves(self):
        """Every legal move's canonical text (fetched page by page when there are many)."""
        if self._legal is None:
            moves, offset = [], 0
            while offset < self.legal_move_count:
                page = self.client.position(self.game, self.instance, self.moves, offset=offset, limit=1000)
                moves.extend(page["legalMoves"])
                offset += len(page["legalMoves"])
            self._legal = moves
        return list(self._legal)

    def step(self, move):
        """Plays ``move``; returns (score, terminal)."""
        answer = self.client.position(self.game, self.instance, self.moves + [move])
        self.moves.append(move)
        self._update(answer)
        return self.score, self.terminal
