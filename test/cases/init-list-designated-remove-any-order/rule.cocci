// A designated initializer list pattern with dots matches the code's
// fields in any order (spatch's struct_initializer): .a after .b is
// removed in x too. Expected: spatch 1.1.1's output; cfix changed y only.
@@
identifier v;
@@
struct s v = {
  ...,
- .a = 1,
  ...,
  .b = 2,
  ...
};
