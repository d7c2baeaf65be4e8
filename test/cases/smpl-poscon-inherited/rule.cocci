// An inherited position with a constraint ('position every.p != bad.p')
// runs only for the inherited places the constraint allows.
@every@
identifier fn;
position p;
@@
fn@p(...)

@bad@
position p;
@@
g@p(...)

@@
identifier every.fn;
position every.p != bad.p;
@@
- fn@p(...)
+ 0
