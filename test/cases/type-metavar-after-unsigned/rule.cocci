// `unsigned T x;`: T stands for the rest of the type (`long long int`),
// and a later `T y;` must say the same type (cocci-tests longlongint).
@@
type T;
identifier x,y;
@@

- unsigned T x;
- T y;
  ... when any
