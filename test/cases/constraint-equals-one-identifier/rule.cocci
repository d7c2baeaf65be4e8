// "identifier X = name;": one value without braces is "= {name}"
// (spatch's item_or_brace_list), for every kind of metavariable
@@
identifier OLD = old_count;
expression E = 0;
@@
(
- OLD
+ table.count
|
- reset(E)
+ clear()
)
