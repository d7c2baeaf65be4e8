// depends on ever / never: whether a rule matched in any environment
@r@
identifier f;
@@
f(...) { ... bad(); ... }

@nomatch@
@@
absent();

@depends on ever r@
@@
- good();
+ fine();

@depends on never r@
@@
- other();
+ other2();

@depends on never nomatch && !nomatch@
@@
- third();
+ fourth();

@depends on ever nomatch || (never r)@
@@
- fifth();
+ sixth();
