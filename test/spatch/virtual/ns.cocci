// identifier virtual.ns: with -D ns=VALUE the rule spells VALUE
// wherever it spells ns (spatch's parser); without, the rules whose
// matched code spells ns are dropped
virtual nsdeps

@has@
identifier virtual.ns;
@@
import(ns);

@do_import depends on !has && nsdeps@
identifier virtual.ns;
expression E;
@@
  license(E);
+ import(ns);

@r@
identifier virtual.ns;
@@
- ns(1);
+ ns(2);
