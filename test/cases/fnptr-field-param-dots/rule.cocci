@@
identifier s, f;
type T;
@@

struct s {
  ...
- T (*f)(...);
  ...
};
