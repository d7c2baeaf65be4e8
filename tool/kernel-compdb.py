#!/usr/bin/env python3
"""Write compile_commands.json for a Linux tree without building it.

After `make O=OUT LLVM=-19 defconfig && make O=OUT LLVM=-19 prepare`,
`make -n -k` of the wanted targets prints every compile command without
running it (about 8 s for a whole defconfig tree).  Each
`<cc> ... -c -o X.o Y.c` segment becomes one entry, identical to what
scripts/clang-tools/gen_compile_commands.py writes after a real build.

usage: kernel-compdb.py SRC OUT [TARGET...]   (default target: all)
Writes OUT/compile_commands.json and prints the number of entries.
"""
import json
import os
import re
import shlex
import subprocess
import sys

COMPILERS = re.compile(r"^(clang(-\d+)?|gcc(-\d+)?|cc)$")


def segments(line):
    """The shell commands of one line, each a list of words."""
    lexer = shlex.shlex(line, posix=True, punctuation_chars=";&|")
    lexer.whitespace_split = True
    words = []
    try:
        for word in lexer:
            if word and set(word) <= set(";&|"):
                yield words
                words = []
            else:
                words.append(word)
    except ValueError:
        return
    yield words


def commands(make_output):
    seen = {}
    for line in make_output.splitlines():
        for words in segments(line):
            if (len(words) > 4 and COMPILERS.match(os.path.basename(words[0]))
                    and "-c" in words and words[-1].endswith(".c")):
                seen.setdefault(words[-1], words)
    return seen


def main(argv):
    if len(argv) < 3:
        sys.stderr.write(__doc__)
        return 2
    src, out = os.path.abspath(argv[1]), os.path.abspath(argv[2])
    targets = argv[3:] or ["all"]
    run = subprocess.run(
        ["make", "-n", "-k", "-C", src, "O=" + out, "LLVM=-19"] + targets,
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    entries = []
    for source, command in sorted(commands(run.stdout).items()):
        path = source if os.path.isabs(source) else os.path.join(out, source)
        entries.append({"directory": out, "file": os.path.normpath(path),
                        "arguments": command})
    with open(os.path.join(out, "compile_commands.json"), "w") as f:
        json.dump(entries, f, indent=1)
    print(len(entries))
    return 0 if entries else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
