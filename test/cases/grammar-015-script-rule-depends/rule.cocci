// a named script rule with depends on; a later rule depends on it
@r@
identifier f;
position p;
@@
  f@p(...);

@script:python sc depends on r@
f << r.f;
@@
if f != "keep":
	cocci.include_match(False)

@depends on sc@
identifier r.f;
@@
- f(0);
+ f(1);
