"""What a bot author sees when the rules cannot start: the missing piece named, with what to do."""

import os
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

from puzzlearena import java_home


class SetupErrorTest(unittest.TestCase):
    def test_a_missing_rules_jar_is_named_with_what_to_do(self):
        env = dict(os.environ, PUZZLE_ARENA_RULES_JAR="/nowhere/rules.jar")
        run = subprocess.run(
            [sys.executable, "-c", "from puzzlearena import rules; rules.new_state('samegame', 'standard/1')"],
            env=env,
            capture_output=True,
            text=True,
        )
        self.assertNotEqual(0, run.returncode)
        self.assertIn(
            "RulesJarNotFound: PUZZLE_ARENA_RULES_JAR names /nowhere/rules.jar, which does not exist", run.stderr
        )

    def test_an_old_java_or_none_is_refused_naming_every_place_looked_at(self):
        old = tempfile.mkdtemp()
        os.makedirs(os.path.join(old, "lib", "server"))
        open(os.path.join(old, "lib", "server", "libjvm.so"), "w").close()
        with open(os.path.join(old, "release"), "w") as f:
            f.write('JAVA_VERSION="17.0.9"\n')
        with mock.patch.object(java_home, "candidates", return_value=[(old, "JAVA_HOME"), ("/nowhere", "PATH")]):
            with self.assertRaises(java_home.JavaNotFound) as caught:
                java_home.find_java_home()
        message = str(caught.exception)
        self.assertIn("need Java 21 or newer", message)
        self.assertIn("JAVA_HOME: %s is Java 17" % old, message)
        self.assertIn("PATH: /nowhere is not a Java installation", message)
        with mock.patch.object(java_home, "candidates", return_value=[]):
            with self.assertRaises(java_home.JavaNotFound) as none:
                java_home.find_java_home()
        self.assertIn("no JAVA_HOME and no java on the PATH", str(none.exception))


if __name__ == "__main__":
    unittest.main()
