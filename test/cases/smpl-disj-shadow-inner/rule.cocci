// Disjunction shadowing: "( g(E) | f(E) )" matches f(E) only where no
// g(E) encloses it, even inside g's argument (E's binding).
@@
expression E;
@@
(
 g(E)
|
- f(E)
+ k(E)
)
