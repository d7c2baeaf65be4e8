// `metavariable M`: the kind comes from where M stands (spatch 1.1.1
// binds it to the argument, whatever that is: a name, a field access,
// a constant)
@@
metavariable M;
@@
- use(M);
+ use(M, M);
