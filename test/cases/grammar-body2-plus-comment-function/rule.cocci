// comments added as the first line of a function's body, before an
// added last line, and after an added statement in a nested block,
// indented as the code there
@@
identifier F;
@@
  F(...)
  {
+   // entry
    ...
-   legacy_exit();
+   // exit
+   new_exit();
    return ...;
  }

@@
expression E;
@@
- work(E);
+ work_one(E);
+ /* one unit done */
