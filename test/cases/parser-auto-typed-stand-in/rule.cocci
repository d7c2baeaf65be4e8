// A typed rule runs clang; where clang leaves a top-level item unparsed
// (an initializer of a struct a missing header declares), cfix's own
// parse of that item stands in, its names typed from the file's own
// declarations: banner (char *) matches, count (int) does not.
@@
char *E;
@@
- E == NULL
+ !E
