// Two ways the dots match `pick(a, a)` (E is either `a`) remove
// different tokens but make the same code, `one(a)`: spatch 1.1.1
// applies it once, and so does cfix, reporting no conflict (stderr
// empty).
@@
expression E;
@@
- pick(..., E, ...)
+ one(E)
