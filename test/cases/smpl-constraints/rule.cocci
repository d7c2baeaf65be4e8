// Constraints: a regular expression on a name, a value the argument
// must not be.
@@
identifier f =~ "^old_";
expression E != 0;
@@
- f(E);
+ new_call(E);
