"""The in-process rules' API, game by game: what a bot author's loop relies on."""

import copy
import random
import unittest

from support import INSTANCES, every_game_is_covered

from puzzlearena import rules


class EveryGameTest(unittest.TestCase):
    def test_the_instances_cover_every_game(self):
        self.assertTrue(every_game_is_covered(), "a game was added: give it an instance in support.INSTANCES")

    def test_play_undo_clone_and_the_end_of_a_game(self):
        for game, instance in INSTANCES:
            with self.subTest(game=game, instance=instance):
                s = rules.new_state(game, instance)
                self.assertEqual((game, instance), (s.game, s.instance))
                self.assertEqual([], s.moves())
                start_legal, start_score = s.legal_moves(), s.score()
                self.assertTrue(start_legal and not s.is_terminal())
                s.play(start_legal[-1])
                self.assertEqual([start_legal[-1]], s.moves())
                other = s.clone()
                end_score = other.random_playout(seed=11)
                self.assertTrue(other.is_terminal())
                self.assertEqual([], other.legal_moves())
                self.assertEqual(end_score, other.score())
                self.assertEqual(1, len(s.moves()), "playing on a clone leaves the original alone")
                s.undo()
                self.assertEqual((start_legal, start_score, []), (s.legal_moves(), s.score(), s.moves()))
                with self.assertRaises(IndexError):
                    s.undo()
                self.assertIsInstance(s.render(), str)
                self.assertIsInstance(s.position(), dict)
                self.assertEqual(s.legal_moves(), copy.deepcopy(s).legal_moves())

    def test_an_illegal_move_names_why_and_changes_nothing(self):
        s = rules.new_state("samegame", "standard/1")
        s.play(s.legal_moves()[0])
        before = (s.moves(), s.legal_moves(), s.score())
        with self.assertRaises(rules.IllegalMove) as caught:
            s.play("99,99")
        self.assertEqual((1, "99,99"), (caught.exception.move_index, caught.exception.move))
        self.assertEqual("cell (99,99) is outside the 15x15 board", caught.exception.reason)
        self.assertEqual(before, (s.moves(), s.legal_moves(), s.score()))
        with self.assertRaises(rules.IllegalMove) as not_text:
            s.play(7)
        self.assertIn("not 7", not_text.exception.reason)
        end = s.clone()
        end.random_playout(seed=1)
        with self.assertRaises(rules.IllegalMove) as over:
            end.play("0,0")
        self.assertTrue(over.exception.reason.startswith("the game is over"), over.exception.reason)

    def test_two_players_take_turns_and_the_winner_gets_one(self):
        s = rules.new_state("tic-tac-toe")
        self.assertEqual(0, s.to_move())
        for move in ["5", "1", "9", "4", "3"]:
            s.play(move)
        self.assertEqual(1, s.to_move())
        self.assertFalse(s.is_terminal())
        s.play("7")  # O: 1, 4, 7
        self.assertTrue(s.is_terminal())
        self.assertEqual((-1, 1), (s.returns(0), s.returns(1)))
        self.assertIsNone(s.legal_move_points(), "a game won or lost has no points per move")

    def test_legal_move_points_are_what_each_move_adds(self):
        s = rules.new_state("samegame", "standard/1")
        for move, points in zip(s.legal_moves(), s.legal_move_points()):
            after = s.clone()
            after.play(move)
            self.assertEqual(after.score() - s.score(), points)

    def test_a_seed_is_one_playout_and_no_seed_is_any(self):
        a, b = rules.new_state("morpion-5d"), rules.new_state("morpion-5d")
        self.assertEqual(a.random_playout(seed=2026), b.random_playout(seed=2026))
        self.assertEqual(a.moves(), b.moves())
        lines = {
            tuple(played.moves())
            for played in [rules.new_state("morpion-5d") for _ in range(10)]
            if played.random_playout() >= 0
        }
        self.assertGreater(len(lines), 1, "unseeded playouts differ")

    def test_a_rollout_is_the_playout_of_a_clone_and_leaves_the_state_alone(self):
        for game, instance in INSTANCES:
            with self.subTest(game=game, instance=instance):
                s = rules.new_state(game, instance)
                s.play(s.legal_moves()[0])
                before = (s.moves(), s.legal_moves())
                for seed in (0, 5, 2**63 - 1, -3, 2**70):
                    self.assertEqual(s.clone().random_playout(seed=seed), s.rollout(seed=seed))
                self.assertEqual(before, (s.moves(), s.legal_moves()))

    def test_clones_stay_independent_whatever_the_order_of_changes(self):
        # Clones share their Java position until one changes, and a fresh clone's random_playout is
        # played out only when read: every order of clones, moves, playouts and reads must still give
        # what fully separate positions give. The reference replays each state's line on a new state.
        def replayed(line):
            ref = rules.new_state("morpion-5d")
            for move in line:
                ref.play(move)
            return ref

        rng = random.Random(2026)
        states, lines = [rules.new_state("morpion-5d")], [[]]
        for step in range(600):
            i = rng.randrange(len(states))
            s, op = states[i], rng.randrange(7)
            if op == 0 and len(states) < 8:
                states.append(s.clone())
                lines.append(list(lines[i]))
            elif op == 1 and not s.is_terminal():
                move = rng.choice(s.legal_moves())
                s.play(move)
                lines[i].append(move)
            elif op == 2 and lines[i]:
                s.undo()
                lines[i].pop()
            elif op == 3:
                ref = replayed(lines[i])
                self.assertEqual(ref.random_playout(seed=step), s.random_playout(seed=step))
                lines[i] = ref.moves()
            elif op == 4:
                self.assertEqual(replayed(lines[i]).rollout(seed=step), s.rollout(seed=step))
            elif op == 5 and len(states) > 1:
                del states[i], lines[i]
            for j in rng.sample(range(len(states)), min(2, len(states))):
                self.assertEqual(lines[j], states[j].moves(), "step %d" % step)
        for state, line in zip(states, lines):
            self.assertEqual(replayed(line).score(), state.score())
            self.assertEqual(replayed(line).legal_moves(), state.legal_moves())

    def test_bad_names_get_clear_errors(self):
        with self.assertRaises(rules.UnknownGame) as game:
            rules.new_state("chess")
        self.assertIn("samegame", str(game.exception))
        with self.assertRaises(rules.UnknownInstance) as instance:
            rules.new_state("samegame", "standard/99")
        self.assertIn("standard/1 to standard/20", str(instance.exception))
        with self.assertRaises(TypeError) as move:
            rules.verify("samegame", "standard/1", ["0,0", None])
        self.assertIn("moves[1]", str(move.exception))

    def test_games_lists_every_game_with_its_facts(self):
        by_id = {g["id"]: g for g in rules.games()}
        self.assertEqual(1, by_id["samegame"]["players"])
        self.assertEqual(2, by_id["connect-four"]["players"])
        self.assertIn("standard/1", by_id["samegame"]["instances"])


if __name__ == "__main__":
    unittest.main()
