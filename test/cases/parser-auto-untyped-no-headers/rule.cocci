// A rule without types, by default (--parser auto), is matched on cfix's
// own parse: code clang cannot parse without the file's headers and
// flags (an initializer of a struct a missing header declares) is
// matched too, and -v says which front end read the file and why.
@@
expression E;
constant C;
@@
- !E & C
+ !(E & C)
