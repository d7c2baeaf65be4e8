@@
identifier f;
type T;
@@
- static T f(...);
