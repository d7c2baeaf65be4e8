// `disable decl_init` turns off decl_init alone: `int x;` no longer
// matches `int x = E;` (total, i stay), while `static int x;` still
// matches `static int x = E;` (static_decl_init).
@ disable decl_init @
identifier x;
@@
- int
+ long
  x;

@ s disable decl_init @
identifier x;
@@
 static
- int
+ short
  x;
