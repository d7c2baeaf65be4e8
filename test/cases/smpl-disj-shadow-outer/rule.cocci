// Disjunction shadowing the other way: "( f(E) | g(E) )" does not
// match g(...) where an f(E) lies inside it.
@@
expression E;
@@
(
 f(E)
|
- g(E)
+ m(E)
)
