// drop_else: `if (E) S1 else S2` matches an if without else only when
// the `if (`, `)` are not on minus lines; spatch 1.1.1 then leaves
// `if (get(x)) {...}` (coccinellery getprop).
@@
expression x;
statement S1, S2;
@@
- if (get(x, 0))
+ if (has(x))
  S1 else S2

@@
expression x;
statement S1, S2;
@@
  if (
- peek(x)
+ look(x)
  ) S1 else S2
