// clang keeps no enumerator that redefines another (`enum second`'s `a`
// and `b`, after `enum first`'s); cfix's parser reads that body again,
// so the rule matches both definitions, as spatch 1.1.1 (which does not
// check the redefinition).  `--parser clang` (args): clang's view.
@@
@@
enum first {
- a,
  b
 };

@@
@@
enum second {
  ...,
- a,
  ...
 };

