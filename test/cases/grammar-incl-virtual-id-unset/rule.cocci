// identifier virtual.ns without -D ns=...: spatch drops the rules whose
// matched code spells ns (r, r2: not applied, so !r holds); do_import
// spells it only in added code and does not apply either (spatch
// matches it, then stops: "Not found a value in env for: ns")
@r@
identifier virtual.ns;
@@
- ns(1);
+ ns(0);

@s depends on !r@
@@
- bar(1);
+ bar(0);

@r2@
identifier virtual.ns;
expression E;
@@
- baz(E, ns);
+ baz(E);

@do_import depends on r2@
identifier virtual.ns;
@@
  foo(1);
+ ns(2);
