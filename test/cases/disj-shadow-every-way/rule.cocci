// An earlier branch matching an enclosing expression shadows a later
// branch below it, whichever way the later match took: `c | e1 | e2 |
// ...` holds `QA | QBv | QCv`, so its `QA | QBv` is not swapped
// (spatch 1.1.1; coccinellery's compare).
@disable bitor_comm, neg_if_exp@
constant c;
expression e,e1,e2;
binary operator b = {==,!=,&,|};
@@

(
c | e1 | e2 | ...
|
- c
+ e
b
- e
+ c
)
