// '<+...' and '...+>' may stand on a '-' line (spatch 1.1.1's lexer:
// check_minus_context_linetype): the nest goes with the call.
@@
expression E;
@@
- h(<+... g(E) ...+>);
+ h(E);
