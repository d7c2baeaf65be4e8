// forall in the header: every path from a() must reach b()
@r forall@
@@
  a();
  ...
- b();
+ c();
