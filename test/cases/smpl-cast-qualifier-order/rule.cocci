// `(const char *)E` matches `(char const *)p`: the prefilter must keep a
// file that writes the qualifier after the type name only.
@@
expression E;
@@
- (const char *)E
+ cstr(E)
