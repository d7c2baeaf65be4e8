// Every way of an open list is a match; where two ways' removals
// overlap (the last element takes the comma the one before it also
// takes), the code loses the union, as in spatch.
@@
expression e;
@@
g(...,
- e,
  ...);

@@
identifier s;
@@
enum k { ...,
- s,
  ..., };
