"""Installs the package; from a checkout of the platform it also compiles the rules jar into it.

The in-process rules (`puzzlearena.rules`) drive the platform's own Java rules core, so the package
carries that core as a jar: `pip install ./clients/python` compiles org.puzzlearena.rules,
org.puzzlearena.search and org.puzzlearena.rating (the arena's statistics, which search's matches
use) from the checkout's sources (src/main/java, no dependencies) with the JDK the platform's
scripts would use. Without a JDK, or outside a checkout, the package installs without the
jar and says so: the API client and the remote Environment need none, and `puzzlearena.rules` then
names what is missing (or takes a jar from PUZZLE_ARENA_RULES_JAR).
"""

import importlib.util
import os
import subprocess
import tempfile
import zipfile

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = os.path.join(HERE, "..", "..", "src", "main", "java")
PACKAGES = ("org/puzzlearena/rules", "org/puzzlearena/search", "org/puzzlearena/rating")
JAR = "puzzle-arena-rules.jar"


def _java_home_module():
    # The package's own finder, loaded by path: the package is not importable while it is being built.
    spec = importlib.util.spec_from_file_location("_java_home", os.path.join(HERE, "puzzlearena", "java_home.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def compile_rules_jar(dest):
    """Compiles the rules and search packages into dest/puzzle-arena-rules.jar; why not, or None."""
    sources = []
    for package in PACKAGES:
        for root, _, files in os.walk(os.path.join(SOURCES, package)):
            sources += [os.path.join(root, f) for f in files if f.endswith(".java")]
    if not sources:
        return "no rules sources at %s (install from a checkout of the platform)" % os.path.normpath(SOURCES)
    java_home = _java_home_module()
    try:
        home = java_home.find_java_home(need_javac=True)
    except java_home.JavaNotFound as e:
        return str(e)
    with tempfile.TemporaryDirectory() as classes:
        argfile = os.path.join(classes, "sources.txt")
        with open(argfile, "w", encoding="utf-8") as f:
            f.write("\n".join('"%s"' % s.replace("\\", "/") for s in sources))
        javac = os.path.join(home, "bin", "javac")
        out = os.path.join(classes, "out")
        run = subprocess.run(
            [javac, "--release", "21", "-nowarn", "-encoding", "UTF-8", "-d", out, "@" + argfile],
            capture_output=True,
            text=True,
        )
        if run.returncode != 0:
            return "javac failed:\n" + run.stdout + run.stderr
        os.makedirs(dest, exist_ok=True)
        with zipfile.ZipFile(os.path.join(dest, JAR), "w", zipfile.ZIP_DEFLATED) as jar:
            for root, _, files in os.walk(out):
                for name in sorted(files):
                    path = os.path.join(root, name)
                    jar.write(path, os.path.relpath(path, out).replace(os.sep, "/"))
    return None


class BuildWithRulesJar(build_py):
    def run(self):
        super().run()
        problem = compile_rules_jar(os.path.join(self.build_lib, "puzzlearena", "jars"))
        if problem:
            self.warn(
                "the in-process rules jar was not built, so puzzlearena.rules needs PUZZLE_ARENA_RULES_JAR: " + problem
            )


setup(cmdclass={"build_py": BuildWithRulesJar})
