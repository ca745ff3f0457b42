"""The platform's rules in this process: every game's positions, legal moves and verifier, run by the
server's own Java rules core (the jar this package carries) through JPype, so a line played here
scores exactly as the server scores it and a Monte-Carlo bot runs at engine speed.

    from puzzlearena import rules
    s = rules.new_state("samegame", "standard/1")
    s.play(s.legal_moves()[0])
    print(s.score(), s.clone().random_playout(seed=7))

The Java virtual machine starts on the first call (about half a second) and serves the whole process.
"""

import json
import os
import random

from .java_home import JavaNotFound, find_java_home, libjvm

__all__ = [
    "IllegalMove",
    "JavaNotFound",
    "RulesJarNotFound",
    "State",
    "UnknownGame",
    "UnknownInstance",
    "games",
    "new_state",
    "verify",
]

_JAR_IN_PACKAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "jars", "puzzle-arena-rules.jar")


class IllegalMove(ValueError):
    """A move the rules refuse here; the state is unchanged. `move_index` is where it would have gone."""

    def __init__(self, move, reason, move_index):
        super().__init__("move %d, %r: %s" % (move_index, move, reason))
        self.move = move
        self.reason = reason
        self.move_index = move_index


class UnknownGame(ValueError):
    """No game has this id; the message lists the games."""


class UnknownInstance(ValueError):
    """The game has no such instance; the message says what its instances look like."""


class RulesJarNotFound(RuntimeError):
    """The package was installed without its rules jar and PUZZLE_ARENA_RULES_JAR names none."""


class _Java:
    """The rules core's classes, loaded once the JVM runs."""

    def __init__(self):
        try:
            import jpype
        except ImportError:
            raise ImportError(
                "puzzlearena.rules needs JPype (the bridge to the Java rules core): "
                "pip install './clients/python[rules]' (or JPype1; on Debian: apt install python3-jpype)"
            ) from None
        jar = _rules_jar()
        if not jpype.isJVMStarted():
            home = find_java_home()
            jpype.startJVM(
                libjvm(home),
                *_jvm_options(),
                classpath=[jar] + _jpype_support(jpype),
                convertStrings=True,
            )
        try:
            self.Games = jpype.JClass("org.puzzlearena.rules.catalog.Games")
            self.TextState = jpype.JClass("org.puzzlearena.rules.TextState")
            self.Replay = jpype.JClass("org.puzzlearena.rules.Replay")
            self.Valid = jpype.JClass("org.puzzlearena.rules.ReplayResult$Valid")
            self.Invalid = jpype.JClass("org.puzzlearena.rules.ReplayResult$Invalid")
        except TypeError:
            raise RulesJarNotFound(
                "a Java virtual machine was already running in this process without the rules jar (%s) "
                "on its class path: import puzzlearena.rules before starting it" % jar
            ) from None
        self.strings = jpype.JArray(jpype.JString)
        self.as_list = jpype.JClass("java.util.Arrays").asList


_java = None


def _core():
    global _java
    if _java is None:
        _java = _Java()
    return _java


def _jvm_options():
    """The embedded JVM's options: the serial collector, since a Python process drives the rules from one
    thread at a time and a concurrent collector's threads would only take CPU from it; native access for
    JPype's own library (Java 24+ warns on stderr otherwise); then PUZZLE_ARENA_JVM_OPTS (e.g. -Xmx2g)."""
    return ["-XX:+UseSerialGC", "--enable-native-access=ALL-UNNAMED"] + os.environ.get(
        "PUZZLE_ARENA_JVM_OPTS", ""
    ).split()


def _jpype_support(jpype):
    """JPype's own Java half when it is not where JPype looks (Debian's python3-jpype moves it)."""
    beside = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(jpype.__file__))), "org.jpype.jar")
    debian = "/usr/share/java/org.jpype.jar"
    return [debian] if not os.path.isfile(beside) and os.path.isfile(debian) else []


def _rules_jar():
    named = os.environ.get("PUZZLE_ARENA_RULES_JAR")
    if named:
        # A jar, or a build's classes directory (target/classes): a class path entry either way.
        if not os.path.exists(named):
            raise RulesJarNotFound("PUZZLE_ARENA_RULES_JAR names %s, which does not exist" % named)
        return named
    if os.path.isfile(_JAR_IN_PACKAGE):
        return _JAR_IN_PACKAGE
    raise RulesJarNotFound(
        "this installation of puzzlearena has no rules jar: reinstall it from a checkout of the platform "
        "with a JDK 21+ (pip install ./clients/python compiles the rules), or set PUZZLE_ARENA_RULES_JAR to "
        "target/puzzle-arena-<version>-rules.jar (./mvnw package builds it)"
    )


def _game(game_id):
    core = _core()
    found = core.Games.byId(game_id) if isinstance(game_id, str) else None
    if found is None or not found.isPresent():
        ids = ", ".join(str(g.id()) for g in core.Games.all())
        raise UnknownGame("no game %r; the games are %s" % (game_id, ids))
    return found.get()


def _initial(game_id, instance):
    game = _game(game_id)
    chosen = instance if instance else game.defaultInstance()
    if chosen is None:
        raise UnknownInstance("%s needs an instance: %s" % (game_id, game.instanceSyntax()))
    started = game.initialState(chosen)
    if hasattr(started, "reason"):
        raise UnknownInstance(str(started.reason()))
    return started.state()


def _lines(text):
    return text.split("\n") if text else []


def games():
    """Every game: id, title, players (1 for a puzzle), example instances, default instance, instance syntax
    and max_legal_moves (no position of the game has more legal moves: the size of an action space)."""
    return [
        {
            "id": str(g.id()),
            "title": str(g.title()),
            "players": int(g.type().players()),
            "instances": [str(i) for i in g.instances()],
            "default_instance": None if g.defaultInstance() is None else str(g.defaultInstance()),
            "instance_syntax": str(g.instanceSyntax()),
            "max_legal_moves": int(g.maxLegalMoves()),
        }
        for g in _core().Games.all()
    ]


def new_state(game, instance=None):
    """A position at the instance's start (the game's default instance when none is named)."""
    return State(_core().TextState.at(_initial(game, instance)))


def verify(game, instance, moves):
    """Replays moves as POST /api/verify does and answers what it answers, as a dict: valid, game,
    instance, score, moves, terminal and details; or valid False with the first illegal move's
    moveIndex, move and reason."""
    initial = _initial(game, instance)
    moves = list(moves)
    for i, move in enumerate(moves):
        if not isinstance(move, str):
            raise TypeError("moves[%d] is %r, not a move text" % (i, move))
    core = _core()
    result = core.Replay.moves(initial, core.as_list(core.strings(moves)))
    verdict = {"valid": isinstance(result, core.Valid), "game": str(initial.game().id())}
    verdict["instance"] = str(initial.instanceId())
    if isinstance(result, core.Valid):
        end = result.finalState()
        verdict.update(score=int(result.score()), moves=int(end.moveCount()), terminal=bool(end.isTerminal()))
        verdict["details"] = json.loads("{" + str(end.detailsJson()) + "}")
    else:
        verdict.update(moveIndex=int(result.moveIndex()), move=str(result.move()), reason=str(result.reason()))
    return verdict


def _java_seed(seed):
    """A seed as a Java long: a random one for None, other integers taken modulo 2^64 as Java would."""
    if seed is None:
        return random.getrandbits(63)
    if 0 <= seed < 1 << 63:
        return seed
    seed = int(seed) & 0xFFFFFFFFFFFFFFFF
    return seed - (1 << 64) if seed >= 1 << 63 else seed


class State:
    """A position to play on in place. Moves are canonical texts (docs/FORMATS.md).

    A clone shares its Java position until either side changes (copy on write), and a random playout
    on a shared position is one call into the engine whose end position is built only if it is read:
    so `state.clone().random_playout()`, a Monte-Carlo bot's inner loop, costs one call, not a copy
    handed to Python and a call. Not thread-safe: give each thread its own clone, made before it starts.
    """

    __slots__ = ("_s", "_share", "_pending")

    def __init__(self, java_state, share=None, pending=None):
        self._s = java_state
        # How many States hold _s: a one-element list all of them share.
        self._share = [1] if share is None else share
        # A seed: this state is _s after a random playout with that seed, not played yet.
        self._pending = pending

    def __del__(self):
        self._share[0] -= 1

    def _own(self):
        """The Java position as this state alone has it: copied if shared, the pending playout played."""
        if self._share[0] > 1:
            self._share[0] -= 1
            self._s = self._s.copy()
            self._share = [1]
        if self._pending is not None:
            seed, self._pending = self._pending, None
            self._s.randomPlayout(seed)
        return self._s

    def _view(self):
        """The Java position to read: _s itself unless a playout is pending."""
        return self._s if self._pending is None else self._own()

    @property
    def game(self):
        return self._s.gameId()

    @property
    def instance(self):
        return self._s.instanceId()

    def legal_moves(self):
        """The legal moves' texts in the rules' order; empty at the end."""
        return _lines(self._view().legalMoves())

    def legal_move_points(self):
        """What each of legal_moves() adds to the score at once; None for a game won or lost (two players)."""
        points = self._view().legalMovePoints()
        return None if points is None else list(points)

    def play(self, move):
        """Plays a move; IllegalMove (naming why) leaves the state as it was."""
        if not isinstance(move, str):
            raise IllegalMove(move, "a move is a text, not %r" % (move,), self._view().moveCount())
        java = self._own()
        reason = java.play(move)
        if reason:
            raise IllegalMove(move, reason, java.moveCount())

    def undo(self):
        """Takes back the last move (IndexError when none was played)."""
        if self._view().moveCount() == 0:
            raise IndexError("no move to undo")
        self._own().undo()

    def clone(self):
        """An independent copy: playing on one never changes the other."""
        self._share[0] += 1
        return State(self._s, self._share, self._pending)

    __copy__ = clone

    def __deepcopy__(self, memo):
        return self.clone()

    def score(self):
        """The score (a puzzle's points; +1, 0 or -1 for the first player of a two-player game)."""
        return self._view().score()

    def returns(self, player):
        """What the position gives player 0 or 1: the score, or +1/0/-1 at a two-player game's end."""
        return self._view().returns(player)

    def is_terminal(self):
        return self._view().isTerminal()

    def to_move(self):
        """The player to move: 0 or 1 (always 0 in a puzzle)."""
        return self._view().toMove()

    def moves(self):
        """The moves played from the instance's start."""
        return _lines(self._view().moves())

    def render(self):
        """The position as text, as `bin/arena show` draws it."""
        return self._view().render()

    def position(self):
        """The drawable position (docs/FORMATS.md) as a dict."""
        return json.loads(self._view().positionJson())

    def random_playout(self, seed=None):
        """Plays uniformly random moves to the end inside the engine, as the Java bots' playouts do for
        the same seed, and returns the final score; the state is left at the end."""
        seed = _java_seed(seed)
        java = self._view()
        if self._share[0] > 1:
            # Shared (a fresh clone): score the playout on a copy inside the engine; its end position
            # is played out again only if this state is read or changed later.
            score = java.rollout(seed)
            self._pending = seed
            return score
        return java.randomPlayout(seed)

    def rollout(self, seed=None):
        """The final score of a random playout from here, the state left as it is: random_playout on a
        clone (the same playout for the same seed) in a single call into the engine."""
        return self._view().rollout(_java_seed(seed))

    def __repr__(self):
        java = self._view()
        return "<%s %s after %d moves, score %d>" % (self.game, self.instance, java.moveCount(), java.score())
