// A statement disjunction does not shadow: the f(x); inside the if
// that matched the first branch still matches the second (spatch too).
@@
expression E;
statement S;
@@
(
 if (g(E)) S
|
- f(E);
+ k(E);
)
