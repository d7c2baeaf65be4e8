// "extends r": the rule inherits every metavariable of r and applies
// only where r matched.
@r@
expression E;
identifier f;
@@
f(...) { ... lock(E); ... }

@s extends r@
@@
- unlock_all(E);
+ unlock(E);
