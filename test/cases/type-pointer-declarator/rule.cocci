@@
type T = {int *, struct s *};
identifier x;
@@
- T *x;
+ T x;

@@
type T = {int *};
identifier x;
@@
- T *x[];
+ T x[];
