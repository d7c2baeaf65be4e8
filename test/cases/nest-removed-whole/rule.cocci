// A nest ending an assignment or an initializer is the pattern's last
// part, and removed, it takes all the code it spans, not only the
// calls it found.
@@
type T;
identifier x;
expression y;
@@
(
- T x = <+... probe() ...+>;
|
- y = <+... probe() ...+>;
)
