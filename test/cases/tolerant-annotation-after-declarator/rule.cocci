// `__read_mostly` after a declarator, with no header defining it: clang
// wants a ';' there, so cfix defines such a `__word` empty and parses
// again; a pattern without the annotation still matches, and removing
// the declaration removes it too.
// (expected: spatch 1.1.1's output, which leaves an empty line for a
// removed first line, as cfix does since session 26.)
@@
identifier x, a;
@@

- struct foo x = { .a = 12, };
