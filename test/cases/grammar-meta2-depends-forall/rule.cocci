// depends on with a scope: "forall p" holds when p is satisfied in
// every environment (here each binding of r.E), "exists p" (the
// default) when in one (no later rule inherits r.E: spatch's
// environments then depend on it, docs/rule-language.md)
@r@
expression E;
@@
  use(E);

@p@
expression r.E;
@@
  check(E);

@s depends on forall p@
@@
- go();
+ went();

@t depends on exists p@
@@
- come();
+ came();

@v depends on forall r && !p@
@@
- stay();
+ stayed();
