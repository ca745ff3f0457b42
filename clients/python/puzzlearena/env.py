"""A reset/step environment over the server's step API: the server keeps the rules, you keep the moves."""

import copy


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

    def clone(self):
        """An independent copy at the same position, sharing only the client: stepping one never
        changes the other. Costs no request (the server keeps nothing per game)."""
        twin = copy.copy(self)
        twin.moves = list(self.moves)
        twin.position = copy.deepcopy(self.position)
        twin._legal = None if self._legal is None else list(self._legal)
        twin._points = None if self._points is None else list(self._points)
        return twin

    def _update(self, answer):
        self.position = answer["position"]
        self.score = answer["score"]
        self.terminal = answer["terminal"]
        self.legal_move_count = answer["legalMoveCount"]
        whole = answer["legalMoveCount"] == len(answer["legalMoves"])
        self._legal = answer["legalMoves"] if whole else None
        self._points = answer.get("legalMovePoints") if whole else None

    def legal_moves(self):
        """Every legal move's canonical text (fetched page by page when there are many)."""
        if self._legal is None:
            self._fetch_all()
        return list(self._legal)

    def legal_move_points(self):
        """What each of ``legal_moves()`` adds to the score at once (SameGame: the group's points,
        with the bonus or penalty of a last move; 1 in Morpion and Sudoku), in the same order; None
        for a game that is won or lost, where a move scores nothing by itself."""
        if self._legal is None:
            self._fetch_all()
        return None if self._points is None else list(self._points)

    def _fetch_all(self):
        moves, points, offset = [], [], 0
        while offset < self.legal_move_count:
            page = self.client.position(self.game, self.instance, self.moves, offset=offset, limit=1000)
            moves.extend(page["legalMoves"])
            page_points = page.get("legalMovePoints")
            points = None if points is None or page_points is None else points + page_points
            offset += len(page["legalMoves"])
        self._legal = moves
        self._points = points

    def step(self, move):
        """Plays ``move``; returns (score, terminal)."""
        answer = self.client.position(self.game, self.instance, self.moves + [move])
        self.moves.append(move)
        self._update(answer)
        return self.score, self.terminal
