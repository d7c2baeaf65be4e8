// `<... ...>` as an argument: spatch 1.1.1 parses it, then stops when
// it matches it ("only handling multi, ie <+... ...+>"); cfix refuses
// the rule where the nest stands.
@@
expression E;
@@
 h(<...
- g(E)
+ E
 ...>);
