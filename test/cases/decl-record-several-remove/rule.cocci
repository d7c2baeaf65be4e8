// Removing a struct-definition declaration of one name from one of
// several: all of them removed, the declaration goes whole (spatch
// 1.1.1).
@@
identifier I, S;
@@
- struct S { int a; } I;
