@@
identifier I =~ "(";
@@
- I();
