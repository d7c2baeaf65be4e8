// `__read_mostly` after a declarator, with no header defining it: clang
// wants a ';' there, so cfix defines such a `__word` empty and parses
// again; a pattern without the annotation still matches, and removing
// the declaration removes it too.
// (spatch 1.1.1 gives the same tokens, leaving an empty line.)
@@
identifier x, a;
@@

- struct foo x = { .a = 12, };
