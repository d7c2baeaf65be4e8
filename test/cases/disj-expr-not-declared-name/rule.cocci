// a disjunction of expressions matches names only where they are
// expressions, as one expression does: not a declarator, field or member
@@
identifier OLD = {old_count};
@@
(
- OLD
+ table.count
|
- reset(0)
+ clear()
)
