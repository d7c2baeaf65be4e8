// An expression metavariable matches neither a brace initializer nor a
// designated one; an initializer metavariable matches those and any
// expression (a compound literal is an expression).  Each rule renames
// what it matched, so a renamed name (with a '_') is matched no more.
@elems@
type T;
identifier x !~ "_";
fresh identifier y = "l_" ## x;
expression E;
@@
 T
- x
+ y
 = { E, ... };

@expr@
type T;
identifier x !~ "_";
fresh identifier y = "e_" ## x;
expression E;
@@
 T
- x
+ y
 = E;

@init@
type T;
identifier x !~ "_";
fresh identifier y = "i_" ## x;
initializer I;
@@
 T
- x
+ y
 = I;
