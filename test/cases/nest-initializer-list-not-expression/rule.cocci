// `- T x = <+... FN(...) ...+>;` (cocci-tests remove_call.cocci) against
// a declaration whose initializer is a braced list holding a call:
// spatch 1.1.1 takes an initializer list for no expression there and
// leaves the file unchanged (expected: its output, the input).
@@
identifier FN;
type T;
identifier x;
@@

- T x = <+... FN(...) ...+>;
