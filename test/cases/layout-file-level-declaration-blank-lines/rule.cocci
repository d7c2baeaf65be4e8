// removed declarations at file level keep the blank lines round them
// (spatch drops them round a removed function, not a declaration)
@@
identifier i;
@@
- struct \(one\|two\) i;
