// standard.iso's mkinit (`E.fld = E1;` => `T I = { .fld = E1, };`, a
// TopLevel isomorphism): spatch 1.1.1 does not apply it, the rule's
// assignment does not match the declaration's initializer
@@
struct conf E;
expression V;
@@
- E.count = V;
+ E.size = V;
