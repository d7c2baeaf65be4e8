// A disjunction's later branch applies only where no earlier one
// matches: `...` in the parameters matches one way in the first branch,
// and the second must not add its code too.  (The first rule keeps a
// second run from adding again.)
@done@
identifier f;
type T;
@@
T f(..., int q);

@r depends on !done@
identifier f;
type T;
@@
(
 T f(...
+ , int q
 );
|
 T f(...
+ , long
 );
)
