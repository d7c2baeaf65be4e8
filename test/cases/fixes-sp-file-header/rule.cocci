// A user's rule without a '// fix:' header: its fix is applied as before.
@@
expression E;
@@
- old_api(E)
+ new_api(E)
