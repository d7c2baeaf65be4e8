// comparison constraints on identifiers: = {..}, != id
@@
identifier g = {alpha, gamma};
identifier h != delta;
@@
(
- g();
+ g(0);
|
- h(2);
+ h(3);
)
