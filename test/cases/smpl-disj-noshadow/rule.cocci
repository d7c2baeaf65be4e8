// No shadowing for a disjunction at a fixed place in a bigger pattern
// ("y = ( ... )"): f(g(x)) is changed although g(x) lies inside, as
// spatch does.  (Statement disjunctions do not shadow either.)
@@
expression E, y;
@@
y =
(
 g(E)
|
- f(E)
+ k(E)
)
