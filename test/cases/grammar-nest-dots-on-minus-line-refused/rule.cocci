// spatch 1.1.1's lexer takes `<...` and `...>` on context lines only
// (check_context_linetype): a minus `<...` is refused where it stands.
@@
expression E;
@@
- x = g(<... E ...>);
+ x = 0;
