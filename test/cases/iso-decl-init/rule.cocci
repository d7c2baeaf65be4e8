// `x = E` also matches a declarator's initializer; the cast may be
// absent (drop_cast), and the call keeps its '(' either way.
@@
type T;
expression x, E1, E2;
@@
- x = (T)kmalloc(E1, E2)
+ x = kzalloc(E1, E2)
  ...
- memset(x, 0, E1);
