// A definition removed whole takes its storage class and `inline`
// along, words the rule does not spell (optional_storage), as spatch
// 1.1.1 removes the whole function; cfix left `static inline` behind.
@@
identifier f;
@@
- int f(void) { ... }
