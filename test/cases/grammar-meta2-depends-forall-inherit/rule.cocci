// "depends on forall p" in a rule that inherits r.E: p must hold in the
// environments of its own binding of E (E = a), not in all of r's
@r@
expression E;
@@
  use(E);

@p@
expression r.E;
@@
  check(E);

@s depends on forall p@
expression r.E;
@@
- use(E);
+ used(E);

@t depends on exists p@
expression r.E;
@@
- take(E);
+ taken(E);

@u depends on p@
expression r.E;
@@
- give(E);
+ given(E);
