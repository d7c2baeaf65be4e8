// a conjunction of runs of statements: both must match from the same
// statement; the changes of both are made
@@
identifier f;
expression E;
@@

(
- f
+ f_checked
  (E, ...);
  ...
  release(E);
&
  f(...,
-   0
+   FLAG_WAIT
  );
  ...
  wait_done();
)
