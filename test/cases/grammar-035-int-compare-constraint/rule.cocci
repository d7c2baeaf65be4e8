// int_compare_constraint: constant C = {1, 2} takes only those values
@@
constant C = {1, 2};
@@
- f(C)
+ g(C)
