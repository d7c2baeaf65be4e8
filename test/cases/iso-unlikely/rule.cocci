@@
expression E;
@@
  if (unlikely(E)) {
- report(E);
+ warn(E);
  }

@@
expression E;
@@
  if (__predict_true(E)) {
- report(E);
+ tell(E);
  }

@ disable unlikely @
expression E;
@@
  if (likely(E)) {
- note(E);
+ log(E);
  }
