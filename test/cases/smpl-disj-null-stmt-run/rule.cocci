// A disjunction whose branch is a run of statements (`S ;`): the
// branches are matched against consecutive statements, as spatch 1.1.1
// does (misc/semicolon's r1).
@r@
statement S;
identifier l;
position p;
@@
(
l:;
|
S
;@p
)

@@
position r.p;
@@
-;@p
