// expression forms: ?:, postfix ++, casts, array, ., ->, compound literal
@@
expression A, B, C;
identifier fld;
type T;
@@
(
- A ? B : C
+ pick(A, B, C)
|
- A++
+ inc(&A)
|
- (T)A
+ cast(T, A)
|
- A[B].fld
+ at(A, B)->fld
|
- (T){ B }
+ make(T, B)
)
