// api/check_bq27xxx_data's first rule.  An initializer list pattern
// with a designated element and "..." is a struct's for spatch
// (parse_aux.ml, struct_initializer): its elements match the code's in
// any order, so the three entries give all six ordered pairs, (b, a)
// as well as (a, b).  cfix gave 2 (an inner argument list's ways were
// counted with the outer list's, and the elements matched in order).
// Expected: spatch 1.1.1's output, in its order.
@str@
type t;
identifier i,i1,i2;
expression e1,e2;
@@

t i[] = {
  ...,
  [e1] = BQ27XXX_DATA(i1,...),
  ...,
  [e2] = BQ27XXX_DATA(i2,...),
  ...,
};

@script:python@
i1 << str.i1;
i2 << str.i2;
@@
print(i1, i2)
