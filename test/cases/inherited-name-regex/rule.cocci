// a regular expression on an inherited name filters what it inherits
@decl@
identifier id;
@@
 int id;

@@
identifier decl.id =~ "^foo";
@@
- int id;
