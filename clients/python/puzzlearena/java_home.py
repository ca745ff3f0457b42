"""Finding a JDK 21+ for the in-process rules, as bin/server finds one: JAVA_HOME, then the JDK this
platform is developed with, then the `java` on the PATH. Standard library only: setup.py uses it too,
to compile the rules jar when the package is installed from a checkout."""

import os
import re
import shutil
import sys

MIN_VERSION = 21
PREFERRED = "/usr/lib/jvm/temurin-25-jdk-amd64"


class JavaNotFound(RuntimeError):
    """No JDK 21 or newer: the in-process rules run the platform's Java rules core."""


def candidates():
    """The Java homes to try, in bin/server's order, each with where it came from."""
    found = []
    if os.environ.get("JAVA_HOME"):
        found.append((os.environ["JAVA_HOME"], "JAVA_HOME"))
    if os.path.isdir(PREFERRED):
        found.append((PREFERRED, PREFERRED))
    java = shutil.which("java")
    if java:
        # /usr/bin/java -> /etc/alternatives/java -> <home>/bin/java
        found.append((os.path.dirname(os.path.dirname(os.path.realpath(java))), "java on the PATH (%s)" % java))
    return found


def major_version(home):
    """The home's Java feature version from its `release` file (JAVA_VERSION="25.0.1"), or None."""
    try:
        with open(os.path.join(home, "release"), encoding="utf-8") as f:
            text = f.read()
    except OSError:
        return None
    m = re.search(r'^JAVA_VERSION="(\d+)(?:\.(\d+))?', text, re.MULTILINE)
    if not m:
        return None
    major = int(m.group(1))
    return int(m.group(2)) if major == 1 and m.group(2) else major


def libjvm(home):
    """The JVM library inside a Java home, or None."""
    names = {"darwin": ["lib/server/libjvm.dylib", "lib/libjli.dylib"], "win32": ["bin/server/jvm.dll"]}
    for rel in names.get(sys.platform, ["lib/server/libjvm.so"]):
        path = os.path.join(home, rel)
        if os.path.isfile(path):
            return path
    return None


def find_java_home(need_javac=False):
    """The first Java home that is a JDK 21+ (with javac when asked); JavaNotFound saying what was seen."""
    seen = []
    for home, origin in candidates():
        version = major_version(home)
        if version is None or libjvm(home) is None:
            seen.append("%s: %s is not a Java installation" % (origin, home))
        elif version < MIN_VERSION:
            seen.append("%s: %s is Java %d" % (origin, home, version))
        elif need_javac and not os.path.isfile(os.path.join(home, "bin", "javac")):
            seen.append("%s: %s has no javac (a JRE, not a JDK)" % (origin, home))
        else:
            return home
    raise JavaNotFound(
        "Puzzle Arena's in-process rules need Java %d or newer (they run the platform's Java rules core): "
        "install a JDK (e.g. Temurin 25) and set JAVA_HOME to it. Looked at: %s"
        % (MIN_VERSION, "; ".join(seen) if seen else "no JAVA_HOME and no java on the PATH")
    )
