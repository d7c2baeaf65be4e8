// cocci.exit() in a script rule: no further rule runs on the file;
// what the rules before it changed stays
@@
identifier x;
@@
-f(x);
+g(x);

@r@
identifier x;
@@
stopper(x);

@script:python@
x << r.x;
@@
if x == "now":
    cocci.exit()

@@
identifier x;
@@
-k(x);
+h(x);
