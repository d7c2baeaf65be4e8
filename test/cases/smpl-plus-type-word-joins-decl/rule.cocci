// A type word added on the line above a declaration joins it
// (`unsigned int i;`, as spatch 1.1.1), and is refused where the type
// is shared by several declarators (`int a, b;`: spatch's
// safe_for_multi_decls) (coccinellery signed).
@@
identifier i;
@@
+ unsigned
  int i;

