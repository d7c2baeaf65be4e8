@found@
identifier f =~ "^set_";
@@
f(...);
