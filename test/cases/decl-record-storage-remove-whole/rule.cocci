// Removing a struct-definition declaration removes the storage class and
// qualifiers the rule does not spell (spatch 1.1.1).
@@
identifier I, S;
@@
- struct S { int a; } I;
