// Rules of one file add code at one place: each runs on the one
// before's result, so its code goes next to the code it belongs with,
// outside the earlier rules' (after f: first; before g: last).
@ra@
expression x;
@@
  f(x);
+ a_after_f();
  ...
  g(x);
  ...
- todo_a();

@rb@
expression x;
@@
  f(x);
  ...
+ b_before_g();
  g(x);
  ...
- todo_b();

@rc@
expression x;
@@
  f(x);
+ c_after_f();
  ...
  g(x);
  ...
- todo_c();
