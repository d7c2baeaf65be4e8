@@
identifier i;
type T;
@@

typedef struct {
  ...
- int i;
+ long i;
  ...
} T;
