// Two rules add code at one place: the second runs on the first's
// result, so its code goes next to the code it belongs with.
@ra@
expression x;
@@
  f(x);
+ a_after_f();
  ...
+ a_before_g();
  g(x);
  ...
- todo_a();

@rb@
expression x;
@@
  f(x);
+ b_after_f();
  ...
+ b_before_g();
  g(x);
  ...
- todo_b();
