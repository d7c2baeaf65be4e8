// r matches nothing: the rule inheriting from it still runs, its
// metavariables unbound, and only the branch not using them matches
@r@
identifier f;
position p1;
@@
unused_call@p1(f);

@@
identifier r.f;
position r.p1;
expression E;
@@
(
- f(E);
|
- log@p1(E);
|
- log(E);
+ trace(E);
)
