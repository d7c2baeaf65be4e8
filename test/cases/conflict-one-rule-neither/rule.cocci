// Two ways the dots match `pick(a, b)` make different code, `one(a)`
// and `one(b)`: spatch 1.1.1 stops on the file ("already tagged
// token") and changes nothing; cfix reports the conflict at the call
// and applies neither fix, never the first one met.
@@
expression E;
@@
- pick(..., E, ...)
+ one(E)
